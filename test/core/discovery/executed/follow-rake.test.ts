// rake defines its tasks in Ruby: the Rakefile, every rakelib/*.rake and the files they load or
// require, literal or by a glob, are harness for a check that runs rake; other Ruby is not.
import { describe, expect, it } from 'vitest';
import { executedFiles } from '../../../../src/core/discovery/executed/executed-files.js';
import { aTestCheck } from '../../../builders/check.js';
import { aFollowTree } from '../../../builders/follow-tree.js';

function followed(script: string, files: Record<string, string>, cwd = ''): string[] {
  const [command = '', ...args] = script.split(' ');
  const result = executedFiles([aTestCheck(command, args, { cwd })], aFollowTree(files));
  expect(result.unread).toEqual([]);
  return result.followed
    .filter((f) => f.how === 'include')
    .map((f) => f.path)
    .sort();
}

const LIB = { 'lib/app.rb': 'module App; end\n', 'lib/tasks/release.rb': 'puts 1\n' };

describe('rake', () => {
  it('gaming: rakelib/*.rake and what the Rakefile requires, transitively', () => {
    const files = {
      ...LIB,
      Rakefile: "require_relative 'tasks/test'\nload 'tasks/lint.rake'\n",
      'tasks/test.rb': "require_relative 'helpers'\ntask :test do\n  ruby 'test/all.rb'\nend\n",
      'tasks/helpers.rb': 'def run_suite; end\n',
      'tasks/lint.rake': 'task :lint do; end\n',
      'rakelib/ci.rake': 'task :ci => :test\n',
    };
    expect(followed('rake test', files)).toEqual([
      'rakelib/ci.rake',
      'tasks/helpers.rb',
      'tasks/lint.rake',
      'tasks/test.rb',
    ]);
  });

  it('gaming: task files loaded by a Dir.glob, from a project folder below the Rakefile', () => {
    const files = {
      ...LIB,
      Rakefile: "Dir.glob('lib/tasks/*.rake').each { |r| load r }\n",
      'lib/tasks/test.rake': 'task :test do; end\n',
      'web/app.rb': '',
    };
    expect(followed('bundle exec rake test', files, 'web')).toEqual(['lib/tasks/test.rake']);
  });

  it("honest: a Rails Rakefile's config/application and lib code stay the app's", () => {
    const files = {
      ...LIB,
      Rakefile:
        "require_relative 'config/application'\nrequire_relative 'lib/app'\nRails.application.load_tasks\n",
      'config/application.rb': "require_relative 'boot'\n",
      'config/boot.rb': '',
    };
    expect(followed('rake test', files)).toEqual([]);
  });

  it('honest: Ruby the Rakefile does not load, and a check that is not rake', () => {
    const files = { ...LIB, Rakefile: "require 'rake/testtask'\nRake::TestTask.new\n" };
    expect(followed('rake test', files)).toEqual([]);
    expect(followed('ruby -Itest test/all.rb', { ...files, 'rakelib/x.rake': '' })).toEqual([]);
  });
});
