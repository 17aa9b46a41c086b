import { describe, expect, it } from 'vitest';
import { mountTable, shelterTable } from '../../../src/core/locked/mount-launch.js';

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

  it('is empty of binds back with nothing writable', () => {
    expect(shelterTable({ folders: ['/t'], writable: [] })).toBe(mountTable(['/t']));
  });
});
