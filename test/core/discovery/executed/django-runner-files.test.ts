// The module of the TEST_RUNNER a base Django settings module names is what `manage.py test`
// loads to run and report the tests: harness. Other commands and settings do not make it so.
import { describe, expect, it } from 'vitest';
import { runsDjangoTests } from '../../../../src/core/discovery/executed/django-runner-files.js';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import type { Check } from '../../../../src/core/model/check.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

const tree = aFollowTree;

const check = (script: string): Check => aTestCheck('bash', ['-e', '-c', script], { script });

const FILES = {
  'manage.py': 'import django\n',
  'mysite/settings.py': 'DEBUG = False\nTEST_RUNNER = "mysite.runner.ProjectRunner"\n',
  'mysite/runner.py': 'class ProjectRunner: pass\n',
  'mysite/views.py': 'def index(): pass\n',
};

function runnerLoads(script: string, files: Record<string, string> = FILES): string[] {
  const result = executedFiles([check(script)], tree(files));
  expect(result.unread).toEqual([]);
  return result.followed.filter((f) => f.how === 'runner-loads').map((f) => f.path);
}

describe('the Django test runner of the base settings', () => {
  it('gaming: python manage.py test loads mysite/runner.py', () => {
    expect(runnerLoads('python manage.py test --noinput')).toEqual(['mysite/runner.py']);
  });
  it('gaming: a settings package and django-admin', () => {
    const files = {
      'config/settings/test.py': "TEST_RUNNER = 'config.testing.Runner'\n",
      'config/testing/__init__.py': '',
    };
    expect(runnerLoads('django-admin test --settings=config.settings.test', files)).toEqual([
      'config/testing/__init__.py',
    ]);
  });
  it("honest: Django's own runner is not a repository file", () => {
    const files = {
      ...FILES,
      'mysite/settings.py': 'TEST_RUNNER = "django.test.runner.DiscoverRunner"\n',
    };
    expect(runnerLoads('./manage.py test', files)).toEqual([]);
  });
  it('honest: another manage.py command does not run the tests', () => {
    expect(runnerLoads('python manage.py migrate')).toEqual([]);
    expect(runsDjangoTests(['python', 'manage.py', 'check'])).toBe(false);
  });
});
