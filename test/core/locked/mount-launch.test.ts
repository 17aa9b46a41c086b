import { describe, expect, it } from 'vitest';
import { mountTable, overlayable, shelterTable } from '../../../src/core/locked/mount-launch.js';

describe('shelterTable', () => {
  it('binds each writable folder aside, the folders read-only, then the writable ones back', () => {
    expect(
      shelterTable({
        folders: ['/c/repo key', '/tmp/trees'],
        writable: [{ path: '/c/repo key/tree', via: '/m/w0' }],
      }).split('\n'),
    ).toEqual([
      '/c/repo\\040key/tree /m/w0 none bind 0 0',
      '/c/repo\\040key /c/repo\\040key none bind,ro 0 0',
      '/tmp/trees /tmp/trees none bind,ro 0 0',
      '/m/w0 /c/repo\\040key/tree none bind 0 0',
      '',
    ]);
  });

  it('lays a private overlay over each dependency folder whose path its options can name', () => {
    const table = shelterTable({
      folders: [],
      writable: [],
      overlays: [
        { path: '/repo/node_modules', upper: '/m/o0/upper', work: '/m/o0/work' },
        { path: '/repo,x/node_modules', upper: '/m/o1/upper', work: '/m/o1/work' },
      ],
    });
    expect(table).toBe(
      'overlay /repo/node_modules overlay lowerdir=/repo/node_modules,upperdir=/m/o0/upper,workdir=/m/o0/work 0 0\n',
    );
    expect(overlayable('/a b/node_modules')).toBe(false);
    expect(overlayable('/a:b')).toBe(false);
    expect(overlayable('/home/runner/work/app/app/node_modules')).toBe(true);
  });

  it('is empty of binds back with nothing writable', () => {
    expect(shelterTable({ folders: ['/t'], writable: [] })).toBe(mountTable(['/t']));
  });
});
