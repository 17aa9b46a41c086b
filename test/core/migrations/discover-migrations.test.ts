// Discovery of the base's migration folders: the commands CI and the task files run first, then a
// tool's config or layout, then plain pairs; vendored and test-data folders are no history.
import { describe, expect, it } from 'vitest';
import { discoverMigrations } from '../../../src/core/migrations/discover-migrations.js';
import { chooseEngine, engineOfUrl } from '../../../src/core/migrations/engine.js';
import { declaredDatabase } from '../../../src/core/migrations/job-database.js';
import { filesOf } from './files.js';

const CI = (run: string, extra = '') =>
  `on: pull_request\njobs:\n  test:\n    runs-on: ubuntu-latest\n${extra}    steps:\n      - run: ${run}\n`;

function found(texts: Record<string, string>, workingDirectory = '') {
  return discoverMigrations(filesOf(texts), workingDirectory).map((s) => [
    s.tool.name,
    s.folder,
    s.source,
  ]);
}

describe('discoverMigrations', () => {
  it('takes the folder a CI command names over the layout (the command says which tool runs it)', () => {
    expect(
      found({
        '.github/workflows/ci.yml': CI('migrate -path sql -database "$DATABASE_URL" up'),
        'sql/1_a.up.sql': '',
        'sql/1_a.down.sql': '',
      }),
    ).toEqual([
      [
        'golang-migrate',
        'sql',
        '.github/workflows/ci.yml jobs.test.steps[0]: migrate -path sql -database "$DATABASE_URL" up',
      ],
    ]);
  });

  it('reads a Makefile recipe and the folder it runs in', () => {
    expect(
      found({
        'api/Makefile': 'migrate:\n\tdbmate -d db/m up\n',
        'api/db/m/1_a.sql': '-- migrate:up\n',
      }),
    ).toEqual([['dbmate', 'api/db/m', 'api/Makefile target migrate: dbmate -d db/m up']]);
  });

  it('finds the versions folder an alembic command means through its alembic.ini', () => {
    expect(
      found({
        'package.json': JSON.stringify({
          scripts: { migrate: 'cd x && uv run alembic upgrade head' },
        }),
        'alembic.ini': '[alembic]\nscript_location = migrations\n',
        'migrations/versions/a.py': "revision = 'a'\ndown_revision = None\n",
      }),
    ).toEqual([
      [
        'alembic',
        'migrations/versions',
        'package.json scripts.migrate: uv run alembic upgrade head',
      ],
    ]);
  });

  it('uses the config or layout when no command names one; plain pairs last', () => {
    expect(
      found({
        'alembic.ini': '[alembic]\nscript_location = alembic\n',
        'alembic/versions/a.py': "revision = 'a'\ndown_revision = None\n",
        'db/migrations/001_a.up.sql': '',
        'db/migrations/001_a.down.sql': '',
        'schema/create-users.up.sql': '',
        'schema/create-users.down.sql': '',
      }),
    ).toEqual([
      ['alembic', 'alembic/versions', 'alembic.ini script_location'],
      ['golang-migrate', 'db/migrations', 'paired <version>_<title>.up.sql files'],
      ['plain-sql', 'schema', 'paired up and down SQL files'],
    ]);
  });

  it('sqlx over golang-migrate beside a Cargo.toml that uses sqlx', () => {
    expect(
      found({
        'Cargo.toml': '[dependencies]\nsqlx = { version = "0.7" }\n',
        'migrations/1_a.up.sql': '',
        'migrations/1_a.down.sql': '',
      }),
    ).toEqual([['sqlx', 'migrations', 'migrations/ beside a Cargo.toml using sqlx']]);
  });

  it.each([
    ['vendor/lib/migrations/1_a.up.sql'],
    ['internal/migrate/testdata/1_a.up.sql'],
    ['tests/fixtures/1_a.up.sql'],
    ['examples/1_a.up.sql'],
  ])('vendored code, test data and examples are no history: %s', (path) => {
    expect(found({ [path]: '', [path.replace('.up.', '.down.')]: '' })).toEqual([]);
  });

  it('keeps to the working directory when one is given', () => {
    const texts = {
      'a/m/1_x.up.sql': '',
      'a/m/1_x.down.sql': '',
      'b/m/1_x.up.sql': '',
      'b/m/1_x.down.sql': '',
    };
    expect(found(texts, 'b').map(([, folder]) => folder)).toEqual(['b/m']);
    expect(found(texts, '.').map(([, folder]) => folder)).toEqual(['a/m', 'b/m']);
  });
});

describe('the engine', () => {
  it.each([
    ['postgresql+psycopg2://u@h/db', 'postgres'],
    ['postgres://x', 'postgres'],
    ['sqlite:///app.db', 'sqlite'],
    ['sqlite3://db.sqlite', 'sqlite'],
    ['mysql://root@localhost/x', 'mysql'],
    ['redis://localhost', null],
    ['not a url', null],
  ])('%s is %s', (url, engine) => {
    expect(engineOfUrl(url)).toBe(engine);
  });

  const source = (url: string | null, config: string | null = null) => ({
    ...discoverMigrations(filesOf({ 'm/1_a.up.sql': '', 'm/1_a.down.sql': '' }))[0]!,
    url,
    config,
  });

  it('the strongest evidence wins: the URL of the command, the config, CI, a driver, the SQL', () => {
    const files = filesOf({
      'go.mod': 'module x\nrequire github.com/mattn/go-sqlite3 v1.14.0\n',
      '.env': 'DATABASE_URL=postgres://localhost/dev\n',
    });
    expect(chooseEngine(source('sqlite:x.db'), files, null, [])).toEqual({
      engine: 'sqlite',
      because: expect.stringMatching(/^the URL in /),
    });
    expect(chooseEngine(source(null), files, null, [])).toEqual({
      engine: 'postgres',
      because: 'DATABASE_URL in .env',
    });
    const noEnv = filesOf({ 'go.mod': 'module x\nrequire github.com/mattn/go-sqlite3 v1.14.0\n' });
    expect(chooseEngine(source(null), noEnv, { engine: 'postgres', because: 'ci' }, [])).toEqual({
      engine: 'postgres',
      because: 'ci',
    });
    expect(chooseEngine(source(null), noEnv, null, [])).toEqual({
      engine: 'sqlite',
      because: 'a sqlite driver in go.mod',
    });
    expect(
      chooseEngine(source(null), filesOf({}), null, [
        'CREATE TABLE t (id INTEGER PRIMARY KEY AUTOINCREMENT);',
      ]),
    ).toMatchObject({ engine: 'sqlite' });
    expect(chooseEngine(source(null), filesOf({}), null, ['CREATE TABLE t (id int);'])).toEqual({
      engine: 'postgres',
      because: 'nothing names another database',
    });
  });

  it('an alembic.ini URL names its engine', () => {
    const files = filesOf({ 'alembic.ini': '[alembic]\nsqlalchemy.url = sqlite:///app.db\n' });
    expect(chooseEngine(source(null, 'alembic.ini'), files, null, [])).toEqual({
      engine: 'sqlite',
      because: 'sqlalchemy.url in alembic.ini',
    });
  });
});

describe("the job's database", () => {
  const SERVICES =
    '    services:\n      db:\n        image: postgres:16\n        ports: ["5432:5432"]\n';

  it('is the services: postgres of a job, with the DATABASE_URL its steps get', () => {
    const ci = `${CI('make test', SERVICES)}        env:\n          DATABASE_URL: postgres://postgres:pw@localhost:5432/app_test\n`;
    expect(declaredDatabase(filesOf({ '.github/workflows/ci.yml': ci }))).toEqual({
      engine: {
        engine: 'postgres',
        because: 'services: postgres in .github/workflows/ci.yml jobs.test',
      },
      database: {
        url: 'postgres://postgres:pw@localhost:5432/app_test',
        source: '.github/workflows/ci.yml jobs.test',
      },
    });
  });

  it('names the engine but not a URL made of expressions', () => {
    const ci = `${CI('make test', `    env:\n      DATABASE_URL: postgres://u:\${{ secrets.PW }}@localhost/db\n${SERVICES}`)}`;
    expect(declaredDatabase(filesOf({ '.github/workflows/ci.yml': ci })).database).toBeNull();
  });

  it('no service, no database', () => {
    expect(declaredDatabase(filesOf({ '.github/workflows/ci.yml': CI('make test') }))).toEqual({
      engine: null,
      database: null,
    });
  });
});
