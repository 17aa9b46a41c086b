// The built-in rules of class `other` (docs/configuration.md): vendored code, and what repositories hold besides
// code, tests and harness; whatever matches none is `unclassified`.
import { type BuiltinRule, rule } from './globs.js';

/**
 * Third-party code kept in the repository: its tests are not the project's tests, and
 * updating a vendored library must not read as test tampering.
 */
// Not `node_modules/`: installed packages there run (INSTALLED_DEPENDENCIES_RULE).
export const VENDORED_RULE: BuiltinRule = rule('generic', 'vendored', [
  'vendor/**',
  '**/{third_party,third-party}/**',
]);

/** A rule that places a path in class `other` on purpose: nothing that runs reads it. */
export interface KnownRule {
  name: string;
  globs: readonly string[];
}

/** The rule of a changed path that no rule places: reported as `unclassified-change`. */
export const UNCLASSIFIED_RULE = 'unclassified';

/**
 * What real repositories contain besides code, tests and harness: prose, data, assets,
 * lockfiles, repository and editor metadata, build and deployment files. Checked after the
 * source extensions; whatever matches none of these is `unclassified`.
 */
export const KNOWN_OTHER_RULES: readonly KnownRule[] = [
  {
    name: 'other:env-example',
    globs: ['**/.env.{*example,*sample,*template,*dist}', '**/{env,dotenv}.{example,sample}'],
  },
  {
    name: 'other:lockfile',
    globs: [
      '**/*.lock',
      '**/{package-lock,npm-shrinkwrap}.json',
      '**/pnpm-lock.yaml',
      '**/bun.lockb',
      '**/go.sum',
      '**/requirements*.txt',
      '**/.yarn/{cache,sdks,versions,patches}/**',
      '**/.yarn/install-state.gz',
    ],
  },
  {
    name: 'other:dependency-manifest',
    globs: [
      '**/go.mod',
      '**/{Gemfile,Pipfile,gemfile}',
      '**/*.gemspec',
      '**/composer.json',
      '**/bunfig.json{,c}',
      '**/environment.{yml,yaml}',
      '**/{setup,requirements}.in',
      '**/MANIFEST.in',
      '**/*.{csproj,fsproj,vbproj,sln,props,targets}',
      '**/{settings.gradle,gradle.properties}{,.kts}',
      '**/gradle/wrapper/gradle-wrapper.properties',
      '**/{gradlew,mvnw}{,.bat,.cmd}',
      '**/.mvn/**',
    ],
  },
  {
    name: 'other:build-and-deploy',
    globs: [
      '**/{Dockerfile,Containerfile,Procfile,Vagrantfile,Brewfile,Caddyfile}{,.*}',
      '**/*.{dockerfile,tf,tfvars,hcl,nix,bzl,bazel,cmake,in,am,ac,m4,spec,service,plist}',
      '**/{BUILD,WORKSPACE,MODULE}{,.bazel}',
      '**/.bazel{rc,version}',
      '**/CMakeLists.txt',
      '**/{docker-compose,compose}{,.*}.{yml,yaml}',
      '**/{netlify,vercel,fly,app,now,firebase,wrangler}.{toml,json,yaml,yml}',
      '**/{.terraform.lock.hcl,.dockerignore}',
      '**/{meson.build,meson_options.txt,configure,configure.ac,SConstruct,build.ninja}',
    ],
  },
  {
    name: 'other:repo-meta',
    globs: [
      '**/.git{ignore,modules,keep,-blame-ignore-revs}',
      '**/.keep',
      '**/.mailmap',
      '.github/**',
      '.gitlab/**',
      '**/{renovate,.renovaterc}{,.json,.json5}',
      '**/.{npmignore,vscodeignore,gcloudignore,slugignore,helmignore}',
      '**/.{all-contributorsrc,releaserc*,changeset/**,czrc,commitlintrc*,lintstagedrc*,huskyrc*}',
      '**/.husky/**',
      '**/{commitlint,lint-staged,release}.config.*',
      '**/CITATION.cff',
      '**/.zenodo.json',
    ],
  },
  {
    name: 'other:editor',
    globs: ['**/.{vscode,idea,devcontainer,fleet,zed}/**', '**/*.code-workspace', '**/.vimrc'],
  },
  {
    name: 'other:docs',
    globs: [
      '**/*.{md,markdown,mdx,rst,txt,adoc,asciidoc,org,tex,rtf,pdf,ipynb,1,man}',
      '**/{LICENSE,LICENCE,COPYING,COPYRIGHT,NOTICE,AUTHORS,CONTRIBUTORS,CHANGELOG,CHANGES,HISTORY,NEWS,README,CODEOWNERS,MAINTAINERS,OWNERS,SECURITY,SUPPORT,CONTRIBUTING,CODE_OF_CONDUCT,PATENTS,VERSION,TODO}{,.*,-*}',
      '**/{license,licence,copying,readme,changelog}{,.*}',
      '**/docs/**/*.{html,css,png,svg,jpg,json,yml,yaml,toml,ico,woff2}',
    ],
  },
  {
    name: 'other:data',
    globs: [
      '**/*.{json,jsonc,json5,jsonl,ndjson,geojson,yaml,yml,toml,xml,csv,tsv,ini,cfg,conf,properties,env,sql,graphql,gql,proto,avsc,thrift,xsd,wsdl,plist,po,pot,mo,arb,xlf,xliff,strings,resx,parquet,arrow,feather,avro,db,sqlite,sqlite3,npy,npz,h5,hdf5,pkl,pickle,bin,dat,gz,zip,tar,tgz,bz2,xz,zst,7z,log,patch,diff,pem,crt,pub,asc,sig,gpg,key}',
    ],
  },
  {
    name: 'other:assets',
    globs: [
      '**/*.{png,jpg,jpeg,gif,webp,avif,ico,icns,bmp,tif,tiff,svg,psd,ai,eps,xcf,heic}',
      '**/*.{woff,woff2,ttf,otf,eot}',
      '**/*.{mp3,wav,ogg,flac,m4a,mp4,webm,mov,avi,mkv}',
      '**/*.{html,htm,xhtml,css,scss,sass,less,styl,pcss}',
      '**/*.{hbs,handlebars,ejs,pug,jade,jinja,jinja2,j2,njk,liquid,mustache,twig,erb,haml,slim,tmpl,tpl,template,vm}',
      '**/*.{glsl,frag,vert,wgsl,hlsl,obj,mtl,gltf,glb,fbx,stl,blend}',
      '**/favicon*',
      '**/*.{webmanifest,manifest,map}',
    ],
  },
];
