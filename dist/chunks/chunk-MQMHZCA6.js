import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);
import {
  __commonJS,
  __require,
  __toESM
} from "./chunk-ALXL3QMZ.js";

// node_modules/isexe/windows.js
var require_windows = __commonJS({
  "node_modules/isexe/windows.js"(exports, module) {
    module.exports = isexe;
    isexe.sync = sync;
    var fs = __require("fs");
    function checkPathExt(path6, options) {
      var pathext = options.pathExt !== void 0 ? options.pathExt : process.env.PATHEXT;
      if (!pathext) {
        return true;
      }
      pathext = pathext.split(";");
      if (pathext.indexOf("") !== -1) {
        return true;
      }
      for (var i2 = 0; i2 < pathext.length; i2++) {
        var p = pathext[i2].toLowerCase();
        if (p && path6.substr(-p.length).toLowerCase() === p) {
          return true;
        }
      }
      return false;
    }
    function checkStat(stat3, path6, options) {
      if (!stat3.isSymbolicLink() && !stat3.isFile()) {
        return false;
      }
      return checkPathExt(path6, options);
    }
    function isexe(path6, options, cb) {
      fs.stat(path6, function(er, stat3) {
        cb(er, er ? false : checkStat(stat3, path6, options));
      });
    }
    function sync(path6, options) {
      return checkStat(fs.statSync(path6), path6, options);
    }
  }
});

// node_modules/isexe/mode.js
var require_mode = __commonJS({
  "node_modules/isexe/mode.js"(exports, module) {
    module.exports = isexe;
    isexe.sync = sync;
    var fs = __require("fs");
    function isexe(path6, options, cb) {
      fs.stat(path6, function(er, stat3) {
        cb(er, er ? false : checkStat(stat3, options));
      });
    }
    function sync(path6, options) {
      return checkStat(fs.statSync(path6), options);
    }
    function checkStat(stat3, options) {
      return stat3.isFile() && checkMode(stat3, options);
    }
    function checkMode(stat3, options) {
      var mod = stat3.mode;
      var uid = stat3.uid;
      var gid = stat3.gid;
      var myUid = options.uid !== void 0 ? options.uid : process.getuid && process.getuid();
      var myGid = options.gid !== void 0 ? options.gid : process.getgid && process.getgid();
      var u2 = parseInt("100", 8);
      var g = parseInt("010", 8);
      var o2 = parseInt("001", 8);
      var ug = u2 | g;
      var ret = mod & o2 || mod & g && gid === myGid || mod & u2 && uid === myUid || mod & ug && myUid === 0;
      return ret;
    }
  }
});

// node_modules/isexe/index.js
var require_isexe = __commonJS({
  "node_modules/isexe/index.js"(exports, module) {
    var fs = __require("fs");
    var core;
    if (process.platform === "win32" || global.TESTING_WINDOWS) {
      core = require_windows();
    } else {
      core = require_mode();
    }
    module.exports = isexe;
    isexe.sync = sync;
    function isexe(path6, options, cb) {
      if (typeof options === "function") {
        cb = options;
        options = {};
      }
      if (!cb) {
        if (typeof Promise !== "function") {
          throw new TypeError("callback not provided");
        }
        return new Promise(function(resolve3, reject) {
          isexe(path6, options || {}, function(er, is) {
            if (er) {
              reject(er);
            } else {
              resolve3(is);
            }
          });
        });
      }
      core(path6, options || {}, function(er, is) {
        if (er) {
          if (er.code === "EACCES" || options && options.ignoreErrors) {
            er = null;
            is = false;
          }
        }
        cb(er, is);
      });
    }
    function sync(path6, options) {
      try {
        return core.sync(path6, options || {});
      } catch (er) {
        if (options && options.ignoreErrors || er.code === "EACCES") {
          return false;
        } else {
          throw er;
        }
      }
    }
  }
});

// node_modules/which/which.js
var require_which = __commonJS({
  "node_modules/which/which.js"(exports, module) {
    var isWindows = process.platform === "win32" || process.env.OSTYPE === "cygwin" || process.env.OSTYPE === "msys";
    var path6 = __require("path");
    var COLON = isWindows ? ";" : ":";
    var isexe = require_isexe();
    var getNotFoundError = (cmd) => Object.assign(new Error(`not found: ${cmd}`), { code: "ENOENT" });
    var getPathInfo = (cmd, opt) => {
      const colon = opt.colon || COLON;
      const pathEnv = cmd.match(/\//) || isWindows && cmd.match(/\\/) ? [""] : [
        // windows always checks the cwd first
        ...isWindows ? [process.cwd()] : [],
        ...(opt.path || process.env.PATH || /* istanbul ignore next: very unusual */
        "").split(colon)
      ];
      const pathExtExe = isWindows ? opt.pathExt || process.env.PATHEXT || ".EXE;.CMD;.BAT;.COM" : "";
      const pathExt = isWindows ? pathExtExe.split(colon) : [""];
      if (isWindows) {
        if (cmd.indexOf(".") !== -1 && pathExt[0] !== "")
          pathExt.unshift("");
      }
      return {
        pathEnv,
        pathExt,
        pathExtExe
      };
    };
    var which = (cmd, opt, cb) => {
      if (typeof opt === "function") {
        cb = opt;
        opt = {};
      }
      if (!opt)
        opt = {};
      const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt);
      const found = [];
      const step = (i2) => new Promise((resolve3, reject) => {
        if (i2 === pathEnv.length)
          return opt.all && found.length ? resolve3(found) : reject(getNotFoundError(cmd));
        const ppRaw = pathEnv[i2];
        const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw;
        const pCmd = path6.join(pathPart, cmd);
        const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd : pCmd;
        resolve3(subStep(p, i2, 0));
      });
      const subStep = (p, i2, ii) => new Promise((resolve3, reject) => {
        if (ii === pathExt.length)
          return resolve3(step(i2 + 1));
        const ext = pathExt[ii];
        isexe(p + ext, { pathExt: pathExtExe }, (er, is) => {
          if (!er && is) {
            if (opt.all)
              found.push(p + ext);
            else
              return resolve3(p + ext);
          }
          return resolve3(subStep(p, i2, ii + 1));
        });
      });
      return cb ? step(0).then((res) => cb(null, res), cb) : step(0);
    };
    var whichSync = (cmd, opt) => {
      opt = opt || {};
      const { pathEnv, pathExt, pathExtExe } = getPathInfo(cmd, opt);
      const found = [];
      for (let i2 = 0; i2 < pathEnv.length; i2++) {
        const ppRaw = pathEnv[i2];
        const pathPart = /^".*"$/.test(ppRaw) ? ppRaw.slice(1, -1) : ppRaw;
        const pCmd = path6.join(pathPart, cmd);
        const p = !pathPart && /^\.[\\\/]/.test(cmd) ? cmd.slice(0, 2) + pCmd : pCmd;
        for (let j = 0; j < pathExt.length; j++) {
          const cur = p + pathExt[j];
          try {
            const is = isexe.sync(cur, { pathExt: pathExtExe });
            if (is) {
              if (opt.all)
                found.push(cur);
              else
                return cur;
            }
          } catch (ex) {
          }
        }
      }
      if (opt.all && found.length)
        return found;
      if (opt.nothrow)
        return null;
      throw getNotFoundError(cmd);
    };
    module.exports = which;
    which.sync = whichSync;
  }
});

// node_modules/path-key/index.js
var require_path_key = __commonJS({
  "node_modules/path-key/index.js"(exports, module) {
    "use strict";
    var pathKey2 = (options = {}) => {
      const environment = options.env || process.env;
      const platform2 = options.platform || process.platform;
      if (platform2 !== "win32") {
        return "PATH";
      }
      return Object.keys(environment).reverse().find((key2) => key2.toUpperCase() === "PATH") || "Path";
    };
    module.exports = pathKey2;
    module.exports.default = pathKey2;
  }
});

// node_modules/cross-spawn/lib/util/resolveCommand.js
var require_resolveCommand = __commonJS({
  "node_modules/cross-spawn/lib/util/resolveCommand.js"(exports, module) {
    "use strict";
    var path6 = __require("path");
    var which = require_which();
    var getPathKey = require_path_key();
    function resolveCommandAttempt(parsed, withoutPathExt) {
      const env2 = parsed.options.env || process.env;
      const cwd = process.cwd();
      const hasCustomCwd = parsed.options.cwd != null;
      const shouldSwitchCwd = hasCustomCwd && process.chdir !== void 0 && !process.chdir.disabled;
      if (shouldSwitchCwd) {
        try {
          process.chdir(parsed.options.cwd);
        } catch (err) {
        }
      }
      let resolved;
      try {
        resolved = which.sync(parsed.command, {
          path: env2[getPathKey({ env: env2 })],
          pathExt: withoutPathExt ? path6.delimiter : void 0
        });
      } catch (e) {
      } finally {
        if (shouldSwitchCwd) {
          process.chdir(cwd);
        }
      }
      if (resolved) {
        resolved = path6.resolve(hasCustomCwd ? parsed.options.cwd : "", resolved);
      }
      return resolved;
    }
    function resolveCommand(parsed) {
      return resolveCommandAttempt(parsed) || resolveCommandAttempt(parsed, true);
    }
    module.exports = resolveCommand;
  }
});

// node_modules/cross-spawn/lib/util/escape.js
var require_escape = __commonJS({
  "node_modules/cross-spawn/lib/util/escape.js"(exports, module) {
    "use strict";
    var metaCharsRegExp = /([()\][%!^"`<>&|;, *?])/g;
    function escapeCommand(arg) {
      arg = arg.replace(metaCharsRegExp, "^$1");
      return arg;
    }
    function escapeArgument(arg, doubleEscapeMetaChars) {
      arg = `${arg}`;
      arg = arg.replace(/(?=(\\+?)?)\1"/g, '$1$1\\"');
      arg = arg.replace(/(?=(\\+?)?)\1$/, "$1$1");
      arg = `"${arg}"`;
      arg = arg.replace(metaCharsRegExp, "^$1");
      if (doubleEscapeMetaChars) {
        arg = arg.replace(metaCharsRegExp, "^$1");
      }
      return arg;
    }
    module.exports.command = escapeCommand;
    module.exports.argument = escapeArgument;
  }
});

// node_modules/shebang-regex/index.js
var require_shebang_regex = __commonJS({
  "node_modules/shebang-regex/index.js"(exports, module) {
    "use strict";
    module.exports = /^#!(.*)/;
  }
});

// node_modules/shebang-command/index.js
var require_shebang_command = __commonJS({
  "node_modules/shebang-command/index.js"(exports, module) {
    "use strict";
    var shebangRegex = require_shebang_regex();
    module.exports = (string = "") => {
      const match = string.match(shebangRegex);
      if (!match) {
        return null;
      }
      const [path6, argument] = match[0].replace(/#! ?/, "").split(" ");
      const binary = path6.split("/").pop();
      if (binary === "env") {
        return argument;
      }
      return argument ? `${binary} ${argument}` : binary;
    };
  }
});

// node_modules/cross-spawn/lib/util/readShebang.js
var require_readShebang = __commonJS({
  "node_modules/cross-spawn/lib/util/readShebang.js"(exports, module) {
    "use strict";
    var fs = __require("fs");
    var shebangCommand = require_shebang_command();
    function readShebang(command) {
      const size = 150;
      const buffer = Buffer.alloc(size);
      let fd;
      try {
        fd = fs.openSync(command, "r");
        fs.readSync(fd, buffer, 0, size, 0);
        fs.closeSync(fd);
      } catch (e) {
      }
      return shebangCommand(buffer.toString());
    }
    module.exports = readShebang;
  }
});

// node_modules/cross-spawn/lib/parse.js
var require_parse = __commonJS({
  "node_modules/cross-spawn/lib/parse.js"(exports, module) {
    "use strict";
    var path6 = __require("path");
    var resolveCommand = require_resolveCommand();
    var escape = require_escape();
    var readShebang = require_readShebang();
    var isWin = process.platform === "win32";
    var isExecutableRegExp = /\.(?:com|exe)$/i;
    var isCmdShimRegExp = /node_modules[\\/].bin[\\/][^\\/]+\.cmd$/i;
    function detectShebang(parsed) {
      parsed.file = resolveCommand(parsed);
      const shebang = parsed.file && readShebang(parsed.file);
      if (shebang) {
        parsed.args.unshift(parsed.file);
        parsed.command = shebang;
        return resolveCommand(parsed);
      }
      return parsed.file;
    }
    function parseNonShell(parsed) {
      if (!isWin) {
        return parsed;
      }
      const commandFile = detectShebang(parsed);
      const needsShell = !isExecutableRegExp.test(commandFile);
      if (parsed.options.forceShell || needsShell) {
        const needsDoubleEscapeMetaChars = isCmdShimRegExp.test(commandFile);
        parsed.command = path6.normalize(parsed.command);
        parsed.command = escape.command(parsed.command);
        parsed.args = parsed.args.map((arg) => escape.argument(arg, needsDoubleEscapeMetaChars));
        const shellCommand = [parsed.command].concat(parsed.args).join(" ");
        parsed.args = ["/d", "/s", "/c", `"${shellCommand}"`];
        parsed.command = process.env.comspec || "cmd.exe";
        parsed.options.windowsVerbatimArguments = true;
      }
      return parsed;
    }
    function parse(command, args, options) {
      if (args && !Array.isArray(args)) {
        options = args;
        args = null;
      }
      args = args ? args.slice(0) : [];
      options = Object.assign({}, options);
      const parsed = {
        command,
        args,
        options,
        file: void 0,
        original: {
          command,
          args
        }
      };
      return options.shell ? parsed : parseNonShell(parsed);
    }
    module.exports = parse;
  }
});

// node_modules/cross-spawn/lib/enoent.js
var require_enoent = __commonJS({
  "node_modules/cross-spawn/lib/enoent.js"(exports, module) {
    "use strict";
    var isWin = process.platform === "win32";
    function notFoundError(original, syscall) {
      return Object.assign(new Error(`${syscall} ${original.command} ENOENT`), {
        code: "ENOENT",
        errno: "ENOENT",
        syscall: `${syscall} ${original.command}`,
        path: original.command,
        spawnargs: original.args
      });
    }
    function hookChildProcess(cp, parsed) {
      if (!isWin) {
        return;
      }
      const originalEmit = cp.emit;
      cp.emit = function(name, arg1) {
        if (name === "exit") {
          const err = verifyENOENT(arg1, parsed);
          if (err) {
            return originalEmit.call(cp, "error", err);
          }
        }
        return originalEmit.apply(cp, arguments);
      };
    }
    function verifyENOENT(status, parsed) {
      if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, "spawn");
      }
      return null;
    }
    function verifyENOENTSync(status, parsed) {
      if (isWin && status === 1 && !parsed.file) {
        return notFoundError(parsed.original, "spawnSync");
      }
      return null;
    }
    module.exports = {
      hookChildProcess,
      verifyENOENT,
      verifyENOENTSync,
      notFoundError
    };
  }
});

// node_modules/cross-spawn/index.js
var require_cross_spawn = __commonJS({
  "node_modules/cross-spawn/index.js"(exports, module) {
    "use strict";
    var cp = __require("child_process");
    var parse = require_parse();
    var enoent = require_enoent();
    function spawn3(command, args, options) {
      const parsed = parse(command, args, options);
      const spawned = cp.spawn(parsed.command, parsed.args, parsed.options);
      enoent.hookChildProcess(spawned, parsed);
      return spawned;
    }
    function spawnSync2(command, args, options) {
      const parsed = parse(command, args, options);
      const result = cp.spawnSync(parsed.command, parsed.args, parsed.options);
      result.error = result.error || enoent.verifyENOENTSync(result.status, parsed);
      return result;
    }
    module.exports = spawn3;
    module.exports.spawn = spawn3;
    module.exports.sync = spawnSync2;
    module.exports._parse = parse;
    module.exports._enoent = enoent;
  }
});

// node_modules/picomatch/lib/constants.js
var require_constants = __commonJS({
  "node_modules/picomatch/lib/constants.js"(exports, module) {
    "use strict";
    var WIN_SLASH = "\\\\/";
    var WIN_NO_SLASH = `[^${WIN_SLASH}]`;
    var DEFAULT_MAX_EXTGLOB_RECURSION = 0;
    var DOT_LITERAL = "\\.";
    var PLUS_LITERAL = "\\+";
    var QMARK_LITERAL = "\\?";
    var SLASH_LITERAL = "\\/";
    var ONE_CHAR = "(?=.)";
    var QMARK = "[^/]";
    var END_ANCHOR = `(?:${SLASH_LITERAL}|$)`;
    var START_ANCHOR = `(?:^|${SLASH_LITERAL})`;
    var DOTS_SLASH = `${DOT_LITERAL}{1,2}${END_ANCHOR}`;
    var NO_DOT = `(?!${DOT_LITERAL})`;
    var NO_DOTS = `(?!${START_ANCHOR}${DOTS_SLASH})`;
    var NO_DOT_SLASH = `(?!${DOT_LITERAL}{0,1}${END_ANCHOR})`;
    var NO_DOTS_SLASH = `(?!${DOTS_SLASH})`;
    var QMARK_NO_DOT = `[^.${SLASH_LITERAL}]`;
    var STAR = `${QMARK}*?`;
    var SEP = "/";
    var POSIX_CHARS = {
      DOT_LITERAL,
      PLUS_LITERAL,
      QMARK_LITERAL,
      SLASH_LITERAL,
      ONE_CHAR,
      QMARK,
      END_ANCHOR,
      DOTS_SLASH,
      NO_DOT,
      NO_DOTS,
      NO_DOT_SLASH,
      NO_DOTS_SLASH,
      QMARK_NO_DOT,
      STAR,
      START_ANCHOR,
      SEP
    };
    var WINDOWS_CHARS = {
      ...POSIX_CHARS,
      SLASH_LITERAL: `[${WIN_SLASH}]`,
      QMARK: WIN_NO_SLASH,
      STAR: `${WIN_NO_SLASH}*?`,
      DOTS_SLASH: `${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$)`,
      NO_DOT: `(?!${DOT_LITERAL})`,
      NO_DOTS: `(?!(?:^|[${WIN_SLASH}])${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      NO_DOT_SLASH: `(?!${DOT_LITERAL}{0,1}(?:[${WIN_SLASH}]|$))`,
      NO_DOTS_SLASH: `(?!${DOT_LITERAL}{1,2}(?:[${WIN_SLASH}]|$))`,
      QMARK_NO_DOT: `[^.${WIN_SLASH}]`,
      START_ANCHOR: `(?:^|[${WIN_SLASH}])`,
      END_ANCHOR: `(?:[${WIN_SLASH}]|$)`,
      SEP: "\\"
    };
    var POSIX_REGEX_SOURCE = {
      __proto__: null,
      alnum: "a-zA-Z0-9",
      alpha: "a-zA-Z",
      ascii: "\\x00-\\x7F",
      blank: " \\t",
      cntrl: "\\x00-\\x1F\\x7F",
      digit: "0-9",
      graph: "\\x21-\\x7E",
      lower: "a-z",
      print: "\\x20-\\x7E ",
      punct: "\\-!\"#$%&'()\\*+,./:;<=>?@[\\]^_`{|}~",
      space: " \\t\\r\\n\\v\\f",
      upper: "A-Z",
      word: "A-Za-z0-9_",
      xdigit: "A-Fa-f0-9"
    };
    module.exports = {
      DEFAULT_MAX_EXTGLOB_RECURSION,
      MAX_LENGTH: 1024 * 64,
      POSIX_REGEX_SOURCE,
      // regular expressions
      REGEX_BACKSLASH: /\\(?![*+?^${}(|)[\]])/g,
      REGEX_NON_SPECIAL_CHARS: /^[^@![\].,$*+?^{}()|\\/]+/,
      REGEX_SPECIAL_CHARS: /[-*+?.^${}(|)[\]]/,
      REGEX_SPECIAL_CHARS_BACKREF: /(\\?)((\W)(\3*))/g,
      REGEX_SPECIAL_CHARS_GLOBAL: /([-*+?.^${}(|)[\]])/g,
      REGEX_REMOVE_BACKSLASH: /(?:\[.*?[^\\]\]|\\(?=.))/g,
      // Replace globs with equivalent patterns to reduce parsing time.
      REPLACEMENTS: {
        __proto__: null,
        "***": "*",
        "**/**": "**",
        "**/**/**": "**"
      },
      // Digits
      CHAR_0: 48,
      /* 0 */
      CHAR_9: 57,
      /* 9 */
      // Alphabet chars.
      CHAR_UPPERCASE_A: 65,
      /* A */
      CHAR_LOWERCASE_A: 97,
      /* a */
      CHAR_UPPERCASE_Z: 90,
      /* Z */
      CHAR_LOWERCASE_Z: 122,
      /* z */
      CHAR_LEFT_PARENTHESES: 40,
      /* ( */
      CHAR_RIGHT_PARENTHESES: 41,
      /* ) */
      CHAR_ASTERISK: 42,
      /* * */
      // Non-alphabetic chars.
      CHAR_AMPERSAND: 38,
      /* & */
      CHAR_AT: 64,
      /* @ */
      CHAR_BACKWARD_SLASH: 92,
      /* \ */
      CHAR_CARRIAGE_RETURN: 13,
      /* \r */
      CHAR_CIRCUMFLEX_ACCENT: 94,
      /* ^ */
      CHAR_COLON: 58,
      /* : */
      CHAR_COMMA: 44,
      /* , */
      CHAR_DOT: 46,
      /* . */
      CHAR_DOUBLE_QUOTE: 34,
      /* " */
      CHAR_EQUAL: 61,
      /* = */
      CHAR_EXCLAMATION_MARK: 33,
      /* ! */
      CHAR_FORM_FEED: 12,
      /* \f */
      CHAR_FORWARD_SLASH: 47,
      /* / */
      CHAR_GRAVE_ACCENT: 96,
      /* ` */
      CHAR_HASH: 35,
      /* # */
      CHAR_HYPHEN_MINUS: 45,
      /* - */
      CHAR_LEFT_ANGLE_BRACKET: 60,
      /* < */
      CHAR_LEFT_CURLY_BRACE: 123,
      /* { */
      CHAR_LEFT_SQUARE_BRACKET: 91,
      /* [ */
      CHAR_LINE_FEED: 10,
      /* \n */
      CHAR_NO_BREAK_SPACE: 160,
      /* \u00A0 */
      CHAR_PERCENT: 37,
      /* % */
      CHAR_PLUS: 43,
      /* + */
      CHAR_QUESTION_MARK: 63,
      /* ? */
      CHAR_RIGHT_ANGLE_BRACKET: 62,
      /* > */
      CHAR_RIGHT_CURLY_BRACE: 125,
      /* } */
      CHAR_RIGHT_SQUARE_BRACKET: 93,
      /* ] */
      CHAR_SEMICOLON: 59,
      /* ; */
      CHAR_SINGLE_QUOTE: 39,
      /* ' */
      CHAR_SPACE: 32,
      /*   */
      CHAR_TAB: 9,
      /* \t */
      CHAR_UNDERSCORE: 95,
      /* _ */
      CHAR_VERTICAL_LINE: 124,
      /* | */
      CHAR_ZERO_WIDTH_NOBREAK_SPACE: 65279,
      /* \uFEFF */
      /**
       * Create EXTGLOB_CHARS
       */
      extglobChars(chars) {
        return {
          "!": { type: "negate", open: "(?:(?!(?:", close: `))${chars.STAR})` },
          "?": { type: "qmark", open: "(?:", close: ")?" },
          "+": { type: "plus", open: "(?:", close: ")+" },
          "*": { type: "star", open: "(?:", close: ")*" },
          "@": { type: "at", open: "(?:", close: ")" }
        };
      },
      /**
       * Create GLOB_CHARS
       */
      globChars(win32) {
        return win32 === true ? WINDOWS_CHARS : POSIX_CHARS;
      }
    };
  }
});

// node_modules/picomatch/lib/utils.js
var require_utils = __commonJS({
  "node_modules/picomatch/lib/utils.js"(exports) {
    "use strict";
    var {
      REGEX_BACKSLASH,
      REGEX_REMOVE_BACKSLASH,
      REGEX_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_GLOBAL
    } = require_constants();
    exports.isObject = (val) => val !== null && typeof val === "object" && !Array.isArray(val);
    exports.hasRegexChars = (str3) => REGEX_SPECIAL_CHARS.test(str3);
    exports.isRegexChar = (str3) => str3.length === 1 && exports.hasRegexChars(str3);
    exports.escapeRegex = (str3) => str3.replace(REGEX_SPECIAL_CHARS_GLOBAL, "\\$1");
    exports.toPosixSlashes = (str3) => str3.replace(REGEX_BACKSLASH, "/");
    exports.isWindows = () => {
      if (typeof navigator !== "undefined" && navigator.platform) {
        const platform2 = navigator.platform.toLowerCase();
        return platform2 === "win32" || platform2 === "windows";
      }
      if (typeof process !== "undefined" && process.platform) {
        return process.platform === "win32";
      }
      return false;
    };
    exports.removeBackslashes = (str3) => {
      return str3.replace(REGEX_REMOVE_BACKSLASH, (match) => {
        return match === "\\" ? "" : match;
      });
    };
    exports.escapeLast = (input, char, lastIdx) => {
      const idx = input.lastIndexOf(char, lastIdx);
      if (idx === -1) return input;
      if (input[idx - 1] === "\\") return exports.escapeLast(input, char, idx - 1);
      return `${input.slice(0, idx)}\\${input.slice(idx)}`;
    };
    exports.removePrefix = (input, state = {}) => {
      let output = input;
      if (output.startsWith("./")) {
        output = output.slice(2);
        state.prefix = "./";
      }
      return output;
    };
    exports.wrapOutput = (input, state = {}, options = {}) => {
      const prepend = options.contains ? "" : "^";
      const append = options.contains ? "" : "$";
      let output = `${prepend}(?:${input})${append}`;
      if (state.negated === true) {
        output = `(?:^(?!${output}).*$)`;
      }
      return output;
    };
    exports.basename = (path6, { windows } = {}) => {
      const segs = path6.split(windows ? /[\\/]/ : "/");
      const last = segs[segs.length - 1];
      if (last === "") {
        return segs[segs.length - 2];
      }
      return last;
    };
  }
});

// node_modules/picomatch/lib/scan.js
var require_scan = __commonJS({
  "node_modules/picomatch/lib/scan.js"(exports, module) {
    "use strict";
    var utils = require_utils();
    var {
      CHAR_ASTERISK,
      /* * */
      CHAR_AT,
      /* @ */
      CHAR_BACKWARD_SLASH,
      /* \ */
      CHAR_COMMA,
      /* , */
      CHAR_DOT,
      /* . */
      CHAR_EXCLAMATION_MARK,
      /* ! */
      CHAR_FORWARD_SLASH,
      /* / */
      CHAR_LEFT_CURLY_BRACE,
      /* { */
      CHAR_LEFT_PARENTHESES,
      /* ( */
      CHAR_LEFT_SQUARE_BRACKET,
      /* [ */
      CHAR_PLUS,
      /* + */
      CHAR_QUESTION_MARK,
      /* ? */
      CHAR_RIGHT_CURLY_BRACE,
      /* } */
      CHAR_RIGHT_PARENTHESES,
      /* ) */
      CHAR_RIGHT_SQUARE_BRACKET
      /* ] */
    } = require_constants();
    var isPathSeparator = (code) => {
      return code === CHAR_FORWARD_SLASH || code === CHAR_BACKWARD_SLASH;
    };
    var depth2 = (token) => {
      if (token.isPrefix !== true) {
        token.depth = token.isGlobstar ? Infinity : 1;
      }
    };
    var scan2 = (input, options) => {
      const opts = options || {};
      const length = input.length - 1;
      const scanToEnd = opts.parts === true || opts.tokens === true || opts.scanToEnd === true;
      const slashes = [];
      const tokens2 = [];
      const parts = [];
      let str3 = input;
      let index = -1;
      let start = 0;
      let lastIndex = 0;
      let isBrace = false;
      let isBracket = false;
      let isGlob = false;
      let isExtglob = false;
      let isGlobstar = false;
      let braceEscaped = false;
      let backslashes = false;
      let negated = false;
      let negatedExtglob = false;
      let finished7 = false;
      let braces = 0;
      let prev;
      let code;
      let token = { value: "", depth: 0, isGlob: false };
      const eos = () => index >= length;
      const peek = () => str3.charCodeAt(index + 1);
      const advance = () => {
        prev = code;
        return str3.charCodeAt(++index);
      };
      while (index < length) {
        code = advance();
        let next;
        if (code === CHAR_BACKWARD_SLASH) {
          backslashes = token.backslashes = true;
          code = advance();
          if (code === CHAR_LEFT_CURLY_BRACE) {
            braceEscaped = true;
          }
          continue;
        }
        if (braceEscaped === true || code === CHAR_LEFT_CURLY_BRACE) {
          braces++;
          while (eos() !== true && (code = advance())) {
            if (code === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (code === CHAR_LEFT_CURLY_BRACE) {
              braces++;
              continue;
            }
            if (braceEscaped !== true && code === CHAR_DOT && (code = advance()) === CHAR_DOT) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished7 = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (braceEscaped !== true && code === CHAR_COMMA) {
              isBrace = token.isBrace = true;
              isGlob = token.isGlob = true;
              finished7 = true;
              if (scanToEnd === true) {
                continue;
              }
              break;
            }
            if (code === CHAR_RIGHT_CURLY_BRACE) {
              braces--;
              if (braces === 0) {
                braceEscaped = false;
                isBrace = token.isBrace = true;
                finished7 = true;
                break;
              }
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_FORWARD_SLASH) {
          slashes.push(index);
          tokens2.push(token);
          token = { value: "", depth: 0, isGlob: false };
          if (finished7 === true) continue;
          if (prev === CHAR_DOT && index === start + 1) {
            start += 2;
            continue;
          }
          lastIndex = index + 1;
          continue;
        }
        if (opts.noext !== true) {
          const isExtglobChar = code === CHAR_PLUS || code === CHAR_AT || code === CHAR_ASTERISK || code === CHAR_QUESTION_MARK || code === CHAR_EXCLAMATION_MARK;
          if (isExtglobChar === true && peek() === CHAR_LEFT_PARENTHESES) {
            isGlob = token.isGlob = true;
            isExtglob = token.isExtglob = true;
            finished7 = true;
            if (code === CHAR_EXCLAMATION_MARK && index === start) {
              negatedExtglob = true;
            }
            if (scanToEnd === true) {
              let parens = 0;
              while (eos() !== true && (code = advance())) {
                if (code === CHAR_BACKWARD_SLASH) {
                  backslashes = token.backslashes = true;
                  advance();
                  continue;
                }
                if (code === CHAR_LEFT_PARENTHESES) {
                  parens++;
                  continue;
                }
                if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                  finished7 = true;
                  break;
                }
              }
              continue;
            }
            break;
          }
        }
        if (code === CHAR_ASTERISK) {
          if (prev === CHAR_ASTERISK) isGlobstar = token.isGlobstar = true;
          isGlob = token.isGlob = true;
          finished7 = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_QUESTION_MARK) {
          isGlob = token.isGlob = true;
          finished7 = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (code === CHAR_LEFT_SQUARE_BRACKET) {
          while (eos() !== true && (next = advance())) {
            if (next === CHAR_BACKWARD_SLASH) {
              backslashes = token.backslashes = true;
              advance();
              continue;
            }
            if (next === CHAR_RIGHT_SQUARE_BRACKET) {
              isBracket = token.isBracket = true;
              isGlob = token.isGlob = true;
              finished7 = true;
              break;
            }
          }
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
        if (opts.nonegate !== true && code === CHAR_EXCLAMATION_MARK && index === start) {
          negated = token.negated = true;
          start++;
          continue;
        }
        if (opts.noparen !== true && code === CHAR_LEFT_PARENTHESES) {
          isGlob = token.isGlob = true;
          if (scanToEnd === true) {
            let parens = 1;
            while (eos() !== true && (code = advance())) {
              if (code === CHAR_BACKWARD_SLASH) {
                backslashes = token.backslashes = true;
                advance();
                continue;
              }
              if (code === CHAR_LEFT_PARENTHESES) {
                parens++;
                continue;
              }
              if (code === CHAR_RIGHT_PARENTHESES && --parens === 0) {
                finished7 = true;
                break;
              }
            }
            continue;
          }
          break;
        }
        if (isGlob === true) {
          finished7 = true;
          if (scanToEnd === true) {
            continue;
          }
          break;
        }
      }
      if (opts.noext === true) {
        isExtglob = false;
        isGlob = false;
      }
      let base = str3;
      let prefix = "";
      let glob = "";
      if (start > 0) {
        prefix = str3.slice(0, start);
        str3 = str3.slice(start);
        lastIndex -= start;
      }
      if (base && isGlob === true && lastIndex > 0) {
        base = str3.slice(0, lastIndex);
        glob = str3.slice(lastIndex);
      } else if (isGlob === true) {
        base = "";
        glob = str3;
      } else {
        base = str3;
      }
      if (base && base !== "" && base !== "/" && base !== str3) {
        if (isPathSeparator(base.charCodeAt(base.length - 1))) {
          base = base.slice(0, -1);
        }
      }
      if (opts.unescape === true) {
        if (glob) glob = utils.removeBackslashes(glob);
        if (base && backslashes === true) {
          base = utils.removeBackslashes(base);
        }
      }
      const state = {
        prefix,
        input,
        start,
        base,
        glob,
        isBrace,
        isBracket,
        isGlob,
        isExtglob,
        isGlobstar,
        negated,
        negatedExtglob
      };
      if (opts.tokens === true) {
        state.maxDepth = 0;
        if (!isPathSeparator(code)) {
          tokens2.push(token);
        }
        state.tokens = tokens2;
      }
      if (opts.parts === true || opts.tokens === true) {
        let prevIndex;
        for (let idx = 0; idx < slashes.length; idx++) {
          const n3 = prevIndex !== void 0 ? prevIndex + 1 : start;
          const i2 = slashes[idx];
          const value2 = input.slice(n3, i2);
          if (opts.tokens) {
            if (idx === 0 && start !== 0) {
              tokens2[idx].isPrefix = true;
              tokens2[idx].value = prefix;
            } else {
              tokens2[idx].value = value2;
            }
            depth2(tokens2[idx]);
            state.maxDepth += tokens2[idx].depth;
          }
          if (i2 >= start) {
            parts.push(value2);
            prevIndex = i2;
          }
        }
        const n2 = prevIndex !== void 0 ? prevIndex + 1 : start;
        const value = input.slice(n2);
        parts.push(value);
        if (opts.tokens && prevIndex && prevIndex + 1 < input.length) {
          tokens2[tokens2.length - 1].value = value;
          depth2(tokens2[tokens2.length - 1]);
          state.maxDepth += tokens2[tokens2.length - 1].depth;
        }
        state.slashes = slashes;
        state.parts = parts;
      }
      return state;
    };
    module.exports = scan2;
  }
});

// node_modules/picomatch/lib/parse.js
var require_parse2 = __commonJS({
  "node_modules/picomatch/lib/parse.js"(exports, module) {
    "use strict";
    var constants6 = require_constants();
    var utils = require_utils();
    var {
      MAX_LENGTH,
      POSIX_REGEX_SOURCE,
      REGEX_NON_SPECIAL_CHARS,
      REGEX_SPECIAL_CHARS_BACKREF,
      REPLACEMENTS
    } = constants6;
    var expandRange = (args, options) => {
      if (typeof options.expandRange === "function") {
        return options.expandRange(...args, options);
      }
      args.sort();
      const value = `[${args.join("-")}]`;
      try {
        new RegExp(value);
      } catch (ex) {
        return args.map((v) => utils.escapeRegex(v)).join("..");
      }
      return value;
    };
    var syntaxError = (type, char) => {
      return `Missing ${type}: "${char}" - use "\\\\${char}" to match literal characters`;
    };
    var splitTopLevel = (input) => {
      const parts = [];
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let value = "";
      let escaped = false;
      for (const ch of input) {
        if (escaped === true) {
          value += ch;
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          value += ch;
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          value += ch;
          continue;
        }
        if (quote2 === 0) {
          if (ch === "[") {
            bracket++;
          } else if (ch === "]" && bracket > 0) {
            bracket--;
          } else if (bracket === 0) {
            if (ch === "(") {
              paren++;
            } else if (ch === ")" && paren > 0) {
              paren--;
            } else if (ch === "|" && paren === 0) {
              parts.push(value);
              value = "";
              continue;
            }
          }
        }
        value += ch;
      }
      parts.push(value);
      return parts;
    };
    var isPlainBranch = (branch) => {
      let escaped = false;
      for (const ch of branch) {
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (/[?*+@!()[\]{}]/.test(ch)) {
          return false;
        }
      }
      return true;
    };
    var normalizeSimpleBranch = (branch) => {
      let value = branch.trim();
      let changed = true;
      while (changed === true) {
        changed = false;
        if (/^@\([^\\()[\]{}|]+\)$/.test(value)) {
          value = value.slice(2, -1);
          changed = true;
        }
      }
      if (!isPlainBranch(value)) {
        return;
      }
      return value.replace(/\\(.)/g, "$1");
    };
    var hasRepeatedCharPrefixOverlap = (branches) => {
      const values = branches.map(normalizeSimpleBranch).filter(Boolean);
      for (let i2 = 0; i2 < values.length; i2++) {
        for (let j = i2 + 1; j < values.length; j++) {
          const a2 = values[i2];
          const b = values[j];
          const char = a2[0];
          if (!char || a2 !== char.repeat(a2.length) || b !== char.repeat(b.length)) {
            continue;
          }
          if (a2 === b || a2.startsWith(b) || b.startsWith(a2)) {
            return true;
          }
        }
      }
      return false;
    };
    var parseRepeatedExtglob = (pattern, requireEnd = true) => {
      if (pattern[0] !== "+" && pattern[0] !== "*" || pattern[1] !== "(") {
        return;
      }
      let bracket = 0;
      let paren = 0;
      let quote2 = 0;
      let escaped = false;
      for (let i2 = 1; i2 < pattern.length; i2++) {
        const ch = pattern[i2];
        if (escaped === true) {
          escaped = false;
          continue;
        }
        if (ch === "\\") {
          escaped = true;
          continue;
        }
        if (ch === '"') {
          quote2 = quote2 === 1 ? 0 : 1;
          continue;
        }
        if (quote2 === 1) {
          continue;
        }
        if (ch === "[") {
          bracket++;
          continue;
        }
        if (ch === "]" && bracket > 0) {
          bracket--;
          continue;
        }
        if (bracket > 0) {
          continue;
        }
        if (ch === "(") {
          paren++;
          continue;
        }
        if (ch === ")") {
          paren--;
          if (paren === 0) {
            if (requireEnd === true && i2 !== pattern.length - 1) {
              return;
            }
            return {
              type: pattern[0],
              body: pattern.slice(2, i2),
              end: i2
            };
          }
        }
      }
    };
    var buildCharClassStar = (chars) => {
      const source = chars.length === 1 ? utils.escapeRegex(chars[0]) : `[${chars.map((ch) => utils.escapeRegex(ch)).join("")}]`;
      return `${source}*`;
    };
    var getStarExtglobSequenceChars = (pattern) => {
      let index = 0;
      const chars = [];
      while (index < pattern.length) {
        const match = parseRepeatedExtglob(pattern.slice(index), false);
        if (!match || match.type !== "*") {
          return;
        }
        const branches = splitTopLevel(match.body).map((branch2) => branch2.trim());
        if (branches.length !== 1) {
          return;
        }
        const branch = normalizeSimpleBranch(branches[0]);
        if (!branch || branch.length !== 1) {
          return;
        }
        chars.push(branch);
        index += match.end + 1;
      }
      if (chars.length < 1) {
        return;
      }
      return chars;
    };
    var repeatedExtglobRecursion = (pattern) => {
      let depth2 = 0;
      let value = pattern.trim();
      let match = parseRepeatedExtglob(value);
      while (match) {
        depth2++;
        value = match.body.trim();
        match = parseRepeatedExtglob(value);
      }
      return depth2;
    };
    var analyzeRepeatedExtglob = (body, options) => {
      if (options.maxExtglobRecursion === false) {
        return { risky: false };
      }
      const max = typeof options.maxExtglobRecursion === "number" ? options.maxExtglobRecursion : constants6.DEFAULT_MAX_EXTGLOB_RECURSION;
      const branches = splitTopLevel(body).map((branch) => branch.trim());
      if (branches.length > 1) {
        if (branches.some((branch) => branch === "") || branches.some((branch) => /^[*?]+$/.test(branch)) || hasRepeatedCharPrefixOverlap(branches)) {
          return { risky: true };
        }
      }
      const safeChars = [];
      let sawStarSequence = false;
      let combinable = true;
      for (const branch of branches) {
        const chars = getStarExtglobSequenceChars(branch);
        if (chars) {
          sawStarSequence = true;
          safeChars.push(...chars);
          continue;
        }
        const literal = normalizeSimpleBranch(branch);
        if (literal && literal.length === 1) {
          safeChars.push(literal);
          continue;
        }
        combinable = false;
        if (repeatedExtglobRecursion(branch) > max) {
          return { risky: true };
        }
      }
      if (sawStarSequence) {
        return combinable ? { risky: true, safeOutput: buildCharClassStar([...new Set(safeChars)]) } : { risky: true };
      }
      return { risky: false };
    };
    var parse = (input, options) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected a string");
      }
      input = REPLACEMENTS[input] || input;
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      let len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      const bos = { type: "bos", value: "", output: opts.prepend || "" };
      const tokens2 = [bos];
      const capture = opts.capture ? "" : "?:";
      const PLATFORM_CHARS = constants6.globChars(opts.windows);
      const EXTGLOB_CHARS = constants6.extglobChars(PLATFORM_CHARS);
      const {
        DOT_LITERAL,
        PLUS_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOT_SLASH,
        NO_DOTS_SLASH,
        QMARK,
        QMARK_NO_DOT,
        STAR,
        START_ANCHOR
      } = PLATFORM_CHARS;
      const globstar = (opts2) => {
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const nodot = opts.dot ? "" : NO_DOT;
      const qmarkNoDot = opts.dot ? QMARK : QMARK_NO_DOT;
      let star = opts.bash === true ? globstar(opts) : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      if (typeof opts.noext === "boolean") {
        opts.noextglob = opts.noext;
      }
      const state = {
        input,
        index: -1,
        start: 0,
        dot: opts.dot === true,
        consumed: "",
        output: "",
        prefix: "",
        backtrack: false,
        negated: false,
        brackets: 0,
        braces: 0,
        parens: 0,
        quotes: 0,
        globstar: false,
        tokens: tokens2
      };
      input = utils.removePrefix(input, state);
      len = input.length;
      const extglobs = [];
      const braces = [];
      const stack = [];
      let prev = bos;
      let value;
      const eos = () => state.index === len - 1;
      const peek = state.peek = (n2 = 1) => input[state.index + n2];
      const advance = state.advance = () => input[++state.index] || "";
      const remaining = () => input.slice(state.index + 1);
      const consume = (value2 = "", num = 0) => {
        state.consumed += value2;
        state.index += num;
      };
      const append = (token) => {
        state.output += token.output != null ? token.output : token.value;
        consume(token.value);
      };
      const negate = () => {
        let count3 = 1;
        while (peek() === "!" && (peek(2) !== "(" || peek(3) === "?")) {
          advance();
          state.start++;
          count3++;
        }
        if (count3 % 2 === 0) {
          return false;
        }
        state.negated = true;
        state.start++;
        return true;
      };
      const increment2 = (type) => {
        state[type]++;
        stack.push(type);
      };
      const decrement = (type) => {
        state[type]--;
        stack.pop();
      };
      const push = (tok) => {
        if (prev.type === "globstar") {
          const isBrace = state.braces > 0 && (tok.type === "comma" || tok.type === "brace");
          const isExtglob = tok.extglob === true || extglobs.length && (tok.type === "pipe" || tok.type === "paren");
          if (tok.type !== "slash" && tok.type !== "paren" && !isBrace && !isExtglob) {
            state.output = state.output.slice(0, -prev.output.length);
            prev.type = "star";
            prev.value = "*";
            prev.output = star;
            state.output += prev.output;
          }
        }
        if (extglobs.length && tok.type !== "paren") {
          extglobs[extglobs.length - 1].inner += tok.value;
        }
        if (tok.value || tok.output) append(tok);
        if (prev && prev.type === "text" && tok.type === "text") {
          prev.output = (prev.output || prev.value) + tok.value;
          prev.value += tok.value;
          return;
        }
        tok.prev = prev;
        tokens2.push(tok);
        prev = tok;
      };
      const extglobOpen = (type, value2) => {
        const token = { ...EXTGLOB_CHARS[value2], conditions: 1, inner: "" };
        token.prev = prev;
        token.parens = state.parens;
        token.output = state.output;
        token.startIndex = state.index;
        token.tokensIndex = tokens2.length;
        const output = (opts.capture ? "(" : "") + token.open;
        increment2("parens");
        push({ type, value: value2, output: state.output ? "" : ONE_CHAR });
        push({ type: "paren", extglob: true, value: advance(), output });
        extglobs.push(token);
      };
      const extglobClose = (token) => {
        const literal = input.slice(token.startIndex, state.index + 1);
        const body = input.slice(token.startIndex + 2, state.index);
        const analysis = analyzeRepeatedExtglob(body, opts);
        if ((token.type === "plus" || token.type === "star") && analysis.risky) {
          const safeOutput = analysis.safeOutput ? (token.output ? "" : ONE_CHAR) + (opts.capture ? `(${analysis.safeOutput})` : analysis.safeOutput) : void 0;
          const open = tokens2[token.tokensIndex];
          open.type = "text";
          open.value = literal;
          open.output = safeOutput || utils.escapeRegex(literal);
          for (let i2 = token.tokensIndex + 1; i2 < tokens2.length; i2++) {
            tokens2[i2].value = "";
            tokens2[i2].output = "";
            delete tokens2[i2].suffix;
          }
          state.output = token.output + open.output;
          state.backtrack = true;
          push({ type: "paren", extglob: true, value, output: "" });
          decrement("parens");
          return;
        }
        let output = token.close + (opts.capture ? ")" : "");
        let rest;
        if (token.type === "negate") {
          let extglobStar = star;
          if (token.inner && token.inner.length > 1 && token.inner.includes("/")) {
            extglobStar = globstar(opts);
          }
          if (extglobStar !== star || eos() || /^\)+$/.test(remaining())) {
            output = token.close = `)$))${extglobStar}`;
          }
          if (token.inner.includes("*") && (rest = remaining()) && /^\.[^\\/.]+$/.test(rest)) {
            const expression = parse(rest, { ...options, fastpaths: false }).output;
            output = token.close = `)${expression})${extglobStar})`;
          }
          if (token.prev.type === "bos") {
            state.negatedExtglob = true;
          }
        }
        push({ type: "paren", extglob: true, value, output });
        decrement("parens");
      };
      if (opts.fastpaths !== false && !/(^[*!]|[/()[\]{}"])/.test(input)) {
        let backslashes = false;
        let output = input.replace(REGEX_SPECIAL_CHARS_BACKREF, (m, esc, chars, first, rest, index) => {
          if (first === "\\") {
            backslashes = true;
            return m;
          }
          if (first === "?") {
            if (esc) {
              return esc + first + (rest ? QMARK.repeat(rest.length) : "");
            }
            if (index === 0) {
              return qmarkNoDot + (rest ? QMARK.repeat(rest.length) : "");
            }
            return QMARK.repeat(chars.length);
          }
          if (first === ".") {
            return DOT_LITERAL.repeat(chars.length);
          }
          if (first === "*") {
            if (esc) {
              return esc + first + (rest ? star : "");
            }
            return star;
          }
          return esc ? m : `\\${m}`;
        });
        if (backslashes === true) {
          if (opts.unescape === true) {
            output = output.replace(/\\/g, "");
          } else {
            output = output.replace(/\\+/g, (m) => {
              return m.length % 2 === 0 ? "\\\\" : m ? "\\" : "";
            });
          }
        }
        if (output === input && opts.contains === true) {
          state.output = input;
          return state;
        }
        state.output = utils.wrapOutput(output, state, options);
        return state;
      }
      while (!eos()) {
        value = advance();
        if (value === "\0") {
          continue;
        }
        if (value === "\\") {
          const next = peek();
          if (next === "/" && opts.bash !== true) {
            continue;
          }
          if (next === "." || next === ";") {
            continue;
          }
          if (!next) {
            value += "\\";
            push({ type: "text", value });
            continue;
          }
          const match = /^\\+/.exec(remaining());
          let slashes = 0;
          if (match && match[0].length > 2) {
            slashes = match[0].length;
            state.index += slashes;
            if (slashes % 2 !== 0) {
              value += "\\";
            }
          }
          if (opts.unescape === true) {
            value = advance();
          } else {
            value += advance();
          }
          if (state.brackets === 0) {
            push({ type: "text", value });
            continue;
          }
        }
        if (state.brackets > 0 && (value !== "]" || prev.value === "[" || prev.value === "[^")) {
          if (opts.posix !== false && value === ":") {
            const inner = prev.value.slice(1);
            if (inner.includes("[")) {
              prev.posix = true;
              if (inner.includes(":")) {
                const idx = prev.value.lastIndexOf("[");
                const pre = prev.value.slice(0, idx);
                const rest2 = prev.value.slice(idx + 2);
                const posix3 = POSIX_REGEX_SOURCE[rest2];
                if (posix3) {
                  prev.value = pre + posix3;
                  state.backtrack = true;
                  advance();
                  if (!bos.output && tokens2.indexOf(prev) === 1) {
                    bos.output = ONE_CHAR;
                  }
                  continue;
                }
              }
            }
          }
          if (value === "[" && peek() !== ":" || value === "-" && peek() === "]") {
            value = `\\${value}`;
          }
          if (value === "]" && (prev.value === "[" || prev.value === "[^")) {
            value = `\\${value}`;
          }
          if (opts.posix === true && value === "!" && prev.value === "[") {
            value = "^";
          }
          prev.value += value;
          append({ value });
          continue;
        }
        if (state.quotes === 1 && value !== '"') {
          value = utils.escapeRegex(value);
          prev.value += value;
          append({ value });
          continue;
        }
        if (value === '"') {
          state.quotes = state.quotes === 1 ? 0 : 1;
          if (opts.keepQuotes === true) {
            push({ type: "text", value });
          }
          continue;
        }
        if (value === "(") {
          increment2("parens");
          push({ type: "paren", value });
          continue;
        }
        if (value === ")") {
          if (state.parens === 0 && opts.strictBrackets === true) {
            throw new SyntaxError(syntaxError("opening", "("));
          }
          const extglob = extglobs[extglobs.length - 1];
          if (extglob && state.parens === extglob.parens + 1) {
            extglobClose(extglobs.pop());
            continue;
          }
          push({ type: "paren", value, output: state.parens ? ")" : "\\)" });
          decrement("parens");
          continue;
        }
        if (value === "[") {
          if (opts.nobracket === true || !remaining().includes("]")) {
            if (opts.nobracket !== true && opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("closing", "]"));
            }
            value = `\\${value}`;
          } else {
            increment2("brackets");
          }
          push({ type: "bracket", value });
          continue;
        }
        if (value === "]") {
          if (opts.nobracket === true || prev && prev.type === "bracket" && prev.value.length === 1) {
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          if (state.brackets === 0) {
            if (opts.strictBrackets === true) {
              throw new SyntaxError(syntaxError("opening", "["));
            }
            push({ type: "text", value, output: `\\${value}` });
            continue;
          }
          decrement("brackets");
          const prevValue = prev.value.slice(1);
          if (prev.posix !== true && prevValue[0] === "^" && !prevValue.includes("/")) {
            value = `/${value}`;
          }
          prev.value += value;
          append({ value });
          if (opts.literalBrackets === false || utils.hasRegexChars(prevValue)) {
            continue;
          }
          const escaped = utils.escapeRegex(prev.value);
          state.output = state.output.slice(0, -prev.value.length);
          if (opts.literalBrackets === true) {
            state.output += escaped;
            prev.value = escaped;
            continue;
          }
          prev.value = `(${capture}${escaped}|${prev.value})`;
          state.output += prev.value;
          continue;
        }
        if (value === "{" && opts.nobrace !== true) {
          increment2("braces");
          const open = {
            type: "brace",
            value,
            output: "(",
            outputIndex: state.output.length,
            tokensIndex: state.tokens.length
          };
          braces.push(open);
          push(open);
          continue;
        }
        if (value === "}") {
          const brace = braces[braces.length - 1];
          if (opts.nobrace === true || !brace) {
            push({ type: "text", value, output: value });
            continue;
          }
          let output = ")";
          if (brace.dots === true) {
            const arr = tokens2.slice();
            const range = [];
            for (let i2 = arr.length - 1; i2 >= 0; i2--) {
              tokens2.pop();
              if (arr[i2].type === "brace") {
                break;
              }
              if (arr[i2].type !== "dots") {
                range.unshift(arr[i2].value);
              }
            }
            output = expandRange(range, opts);
            state.backtrack = true;
          }
          if (brace.comma !== true && brace.dots !== true) {
            const out = state.output.slice(0, brace.outputIndex);
            const toks = state.tokens.slice(brace.tokensIndex);
            brace.value = brace.output = "\\{";
            value = output = "\\}";
            state.output = out;
            for (const t of toks) {
              state.output += t.output || t.value;
            }
          }
          push({ type: "brace", value, output });
          decrement("braces");
          braces.pop();
          continue;
        }
        if (value === "|") {
          if (extglobs.length > 0) {
            extglobs[extglobs.length - 1].conditions++;
          }
          push({ type: "text", value });
          continue;
        }
        if (value === ",") {
          let output = value;
          const brace = braces[braces.length - 1];
          if (brace && stack[stack.length - 1] === "braces") {
            brace.comma = true;
            output = "|";
          }
          push({ type: "comma", value, output });
          continue;
        }
        if (value === "/") {
          if (prev.type === "dot" && state.index === state.start + 1) {
            state.start = state.index + 1;
            state.consumed = "";
            state.output = "";
            tokens2.pop();
            prev = bos;
            continue;
          }
          push({ type: "slash", value, output: SLASH_LITERAL });
          continue;
        }
        if (value === ".") {
          if (state.braces > 0 && prev.type === "dot") {
            if (prev.value === ".") prev.output = DOT_LITERAL;
            const brace = braces[braces.length - 1];
            prev.type = "dots";
            prev.output += value;
            prev.value += value;
            brace.dots = true;
            continue;
          }
          if (state.braces + state.parens === 0 && prev.type !== "bos" && prev.type !== "slash") {
            push({ type: "text", value, output: DOT_LITERAL });
            continue;
          }
          push({ type: "dot", value, output: DOT_LITERAL });
          continue;
        }
        if (value === "?") {
          const isGroup = prev && prev.value === "(";
          if (!isGroup && opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("qmark", value);
            continue;
          }
          if (prev && prev.type === "paren") {
            const next = peek();
            let output = value;
            if (prev.value === "(" && !/[!=<:]/.test(next) || next === "<" && !/<([!=]|\w+>)/.test(remaining())) {
              output = `\\${value}`;
            }
            push({ type: "text", value, output });
            continue;
          }
          if (opts.dot !== true && (prev.type === "slash" || prev.type === "bos")) {
            push({ type: "qmark", value, output: QMARK_NO_DOT });
            continue;
          }
          push({ type: "qmark", value, output: QMARK });
          continue;
        }
        if (value === "!") {
          if (opts.noextglob !== true && peek() === "(") {
            if (peek(2) !== "?" || !/[!=<:]/.test(peek(3))) {
              extglobOpen("negate", value);
              continue;
            }
          }
          if (opts.nonegate !== true && state.index === 0) {
            negate();
            continue;
          }
        }
        if (value === "+") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            extglobOpen("plus", value);
            continue;
          }
          if (prev && prev.value === "(" || opts.regex === false) {
            push({ type: "plus", value, output: PLUS_LITERAL });
            continue;
          }
          if (prev && (prev.type === "bracket" || prev.type === "paren" || prev.type === "brace") || state.parens > 0) {
            push({ type: "plus", value });
            continue;
          }
          push({ type: "plus", value: PLUS_LITERAL });
          continue;
        }
        if (value === "@") {
          if (opts.noextglob !== true && peek() === "(" && peek(2) !== "?") {
            push({ type: "at", extglob: true, value, output: "" });
            continue;
          }
          push({ type: "text", value });
          continue;
        }
        if (value !== "*") {
          if (value === "$" || value === "^") {
            value = `\\${value}`;
          }
          const match = REGEX_NON_SPECIAL_CHARS.exec(remaining());
          if (match) {
            value += match[0];
            state.index += match[0].length;
          }
          push({ type: "text", value });
          continue;
        }
        if (prev && (prev.type === "globstar" || prev.star === true)) {
          prev.type = "star";
          prev.star = true;
          prev.value += value;
          prev.output = star;
          state.backtrack = true;
          state.globstar = true;
          consume(value);
          continue;
        }
        let rest = remaining();
        if (opts.noextglob !== true && /^\([^?]/.test(rest)) {
          extglobOpen("star", value);
          continue;
        }
        if (prev.type === "star") {
          if (opts.noglobstar === true) {
            consume(value);
            continue;
          }
          const prior = prev.prev;
          const before = prior.prev;
          const isStart = prior.type === "slash" || prior.type === "bos";
          const afterStar = before && (before.type === "star" || before.type === "globstar");
          if (opts.bash === true && (!isStart || rest[0] && rest[0] !== "/")) {
            push({ type: "star", value, output: "" });
            continue;
          }
          const isBrace = state.braces > 0 && (prior.type === "comma" || prior.type === "brace");
          const isExtglob = extglobs.length && (prior.type === "pipe" || prior.type === "paren");
          if (!isStart && prior.type !== "paren" && !isBrace && !isExtglob) {
            push({ type: "star", value, output: "" });
            continue;
          }
          while (rest.slice(0, 3) === "/**") {
            const after = input[state.index + 4];
            if (after && after !== "/") {
              break;
            }
            rest = rest.slice(3);
            consume("/**", 3);
          }
          const isEnd = eos() || state.parens > 0 && rest === ")".repeat(state.parens) && !extglobs.some((extglob) => extglob.type === "negate");
          if (prior.type === "bos" && eos()) {
            prev.type = "globstar";
            prev.value += value;
            prev.output = globstar(opts);
            state.output = prev.output;
            state.globstar = true;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && !afterStar && isEnd) {
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = globstar(opts) + (opts.strictSlashes ? ")" : "|$)");
            prev.value += value;
            state.globstar = true;
            state.output += prior.output + prev.output;
            consume(value);
            continue;
          }
          if (prior.type === "slash" && prior.prev.type !== "bos" && rest[0] === "/") {
            const end = rest[1] !== void 0 ? "|$" : "";
            state.output = state.output.slice(0, -(prior.output + prev.output).length);
            prior.output = `(?:${prior.output}`;
            prev.type = "globstar";
            prev.output = `${globstar(opts)}${SLASH_LITERAL}|${SLASH_LITERAL}${end})`;
            prev.value += value;
            state.output += prior.output + prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          if (prior.type === "bos" && rest[0] === "/") {
            prev.type = "globstar";
            prev.value += value;
            prev.output = `(?:^|${SLASH_LITERAL}|${globstar(opts)}${SLASH_LITERAL})`;
            state.output = prev.output;
            state.globstar = true;
            consume(value + advance());
            push({ type: "slash", value: "/", output: "" });
            continue;
          }
          state.output = state.output.slice(0, -prev.output.length);
          prev.type = "globstar";
          prev.output = globstar(opts);
          prev.value += value;
          state.output += prev.output;
          state.globstar = true;
          consume(value);
          continue;
        }
        const token = { type: "star", value, output: star };
        if (opts.bash === true) {
          token.output = ".*?";
          if (prev.type === "bos" || prev.type === "slash") {
            token.output = nodot + token.output;
          }
          push(token);
          continue;
        }
        if (prev && (prev.type === "bracket" || prev.type === "paren") && opts.regex === true) {
          token.output = value;
          push(token);
          continue;
        }
        if (state.index === state.start || prev.type === "slash" || prev.type === "dot") {
          if (prev.type === "dot") {
            state.output += NO_DOT_SLASH;
            prev.output += NO_DOT_SLASH;
          } else if (opts.dot === true) {
            state.output += NO_DOTS_SLASH;
            prev.output += NO_DOTS_SLASH;
          } else {
            state.output += nodot;
            prev.output += nodot;
          }
          if (peek() !== "*") {
            state.output += ONE_CHAR;
            prev.output += ONE_CHAR;
          }
        }
        push(token);
      }
      while (state.brackets > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "]"));
        state.output = utils.escapeLast(state.output, "[");
        decrement("brackets");
      }
      while (state.parens > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", ")"));
        state.output = utils.escapeLast(state.output, "(");
        decrement("parens");
      }
      while (state.braces > 0) {
        if (opts.strictBrackets === true) throw new SyntaxError(syntaxError("closing", "}"));
        state.output = utils.escapeLast(state.output, "{");
        decrement("braces");
      }
      if (opts.strictSlashes !== true && (prev.type === "star" || prev.type === "bracket")) {
        push({ type: "maybe_slash", value: "", output: `${SLASH_LITERAL}?` });
      }
      if (state.backtrack === true) {
        state.output = "";
        for (const token of state.tokens) {
          state.output += token.output != null ? token.output : token.value;
          if (token.suffix) {
            state.output += token.suffix;
          }
        }
      }
      return state;
    };
    parse.fastpaths = (input, options) => {
      const opts = { ...options };
      const max = typeof opts.maxLength === "number" ? Math.min(MAX_LENGTH, opts.maxLength) : MAX_LENGTH;
      const len = input.length;
      if (len > max) {
        throw new SyntaxError(`Input length: ${len}, exceeds maximum allowed length: ${max}`);
      }
      input = REPLACEMENTS[input] || input;
      const {
        DOT_LITERAL,
        SLASH_LITERAL,
        ONE_CHAR,
        DOTS_SLASH,
        NO_DOT,
        NO_DOTS,
        NO_DOTS_SLASH,
        STAR,
        START_ANCHOR
      } = constants6.globChars(opts.windows);
      const nodot = opts.dot ? NO_DOTS : NO_DOT;
      const slashDot = opts.dot ? NO_DOTS_SLASH : NO_DOT;
      const capture = opts.capture ? "" : "?:";
      const state = { negated: false, prefix: "" };
      let star = opts.bash === true ? ".*?" : STAR;
      if (opts.capture) {
        star = `(${star})`;
      }
      const globstar = (opts2) => {
        if (opts2.noglobstar === true) return star;
        return `(${capture}(?:(?!${START_ANCHOR}${opts2.dot ? DOTS_SLASH : DOT_LITERAL}).)*?)`;
      };
      const create = (str3) => {
        switch (str3) {
          case "*":
            return `${nodot}${ONE_CHAR}${star}`;
          case ".*":
            return `${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*.*":
            return `${nodot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "*/*":
            return `${nodot}${star}${SLASH_LITERAL}${ONE_CHAR}${slashDot}${star}`;
          case "**":
            return nodot + globstar(opts);
          case "**/*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${ONE_CHAR}${star}`;
          case "**/*.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${slashDot}${star}${DOT_LITERAL}${ONE_CHAR}${star}`;
          case "**/.*":
            return `(?:${nodot}${globstar(opts)}${SLASH_LITERAL})?${DOT_LITERAL}${ONE_CHAR}${star}`;
          default: {
            const match = /^(.*?)\.(\w+)$/.exec(str3);
            if (!match) return;
            const source2 = create(match[1]);
            if (!source2) return;
            return source2 + DOT_LITERAL + match[2];
          }
        }
      };
      const output = utils.removePrefix(input, state);
      let source = create(output);
      if (source && opts.strictSlashes !== true) {
        source += `${SLASH_LITERAL}?`;
      }
      return source;
    };
    module.exports = parse;
  }
});

// node_modules/picomatch/lib/picomatch.js
var require_picomatch = __commonJS({
  "node_modules/picomatch/lib/picomatch.js"(exports, module) {
    "use strict";
    var scan2 = require_scan();
    var parse = require_parse2();
    var utils = require_utils();
    var constants6 = require_constants();
    var isObject4 = (val) => val && typeof val === "object" && !Array.isArray(val);
    var picomatch2 = (glob, options, returnState = false) => {
      if (Array.isArray(glob)) {
        const fns = glob.map((input) => picomatch2(input, options, returnState));
        const arrayMatcher = (str3) => {
          for (const isMatch of fns) {
            const state2 = isMatch(str3);
            if (state2) return state2;
          }
          return false;
        };
        return arrayMatcher;
      }
      const isState = isObject4(glob) && glob.tokens && glob.input;
      if (glob === "" || typeof glob !== "string" && !isState) {
        throw new TypeError("Expected pattern to be a non-empty string");
      }
      const opts = options || {};
      const posix3 = opts.windows;
      const regex = isState ? picomatch2.compileRe(glob, options) : picomatch2.makeRe(glob, options, false, true);
      const state = regex.state;
      delete regex.state;
      let isIgnored = () => false;
      if (opts.ignore) {
        const ignoreOpts = { ...options, ignore: null, onMatch: null, onResult: null };
        isIgnored = picomatch2(opts.ignore, ignoreOpts, returnState);
      }
      const matcher = (input, returnObject = false) => {
        const { isMatch, match, output } = picomatch2.test(input, regex, options, { glob, posix: posix3 });
        const result = { glob, state, regex, posix: posix3, input, output, match, isMatch };
        if (typeof opts.onResult === "function") {
          opts.onResult(result);
        }
        if (isMatch === false) {
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (isIgnored(input)) {
          if (typeof opts.onIgnore === "function") {
            opts.onIgnore(result);
          }
          result.isMatch = false;
          return returnObject ? result : false;
        }
        if (typeof opts.onMatch === "function") {
          opts.onMatch(result);
        }
        return returnObject ? result : true;
      };
      if (returnState) {
        matcher.state = state;
      }
      return matcher;
    };
    picomatch2.test = (input, regex, options, { glob, posix: posix3 } = {}) => {
      if (typeof input !== "string") {
        throw new TypeError("Expected input to be a string");
      }
      if (input === "") {
        return { isMatch: false, output: "" };
      }
      const opts = options || {};
      const format2 = opts.format || (posix3 ? utils.toPosixSlashes : null);
      let match = input === glob;
      let output = match && format2 ? format2(input) : input;
      if (match === false) {
        output = format2 ? format2(input) : input;
        match = output === glob;
      }
      if (match === false || opts.capture === true) {
        if (opts.matchBase === true || opts.basename === true) {
          match = picomatch2.matchBase(input, regex, options, posix3);
        } else {
          match = regex.exec(output);
        }
      }
      return { isMatch: Boolean(match), match, output };
    };
    picomatch2.matchBase = (input, glob, options, posix3 = options && options.windows) => {
      const regex = glob instanceof RegExp ? glob : picomatch2.makeRe(glob, options);
      return regex.test(utils.basename(input, { windows: posix3 }));
    };
    picomatch2.isMatch = (str3, patterns3, options) => picomatch2(patterns3, options)(str3);
    picomatch2.parse = (pattern, options) => {
      if (Array.isArray(pattern)) return pattern.map((p) => picomatch2.parse(p, options));
      return parse(pattern, { ...options, fastpaths: false });
    };
    picomatch2.scan = (input, options) => scan2(input, options);
    picomatch2.compileRe = (state, options, returnOutput = false, returnState = false) => {
      if (returnOutput === true) {
        return state.output;
      }
      const opts = options || {};
      const prepend = opts.contains ? "" : "^";
      const append = opts.contains ? "" : "$";
      let source = `${prepend}(?:${state.output})${append}`;
      if (state && state.negated === true) {
        source = `^(?!${source}).*$`;
      }
      const regex = picomatch2.toRegex(source, options);
      if (returnState === true) {
        regex.state = state;
      }
      return regex;
    };
    picomatch2.makeRe = (input, options = {}, returnOutput = false, returnState = false) => {
      if (!input || typeof input !== "string") {
        throw new TypeError("Expected a non-empty string");
      }
      let parsed = { negated: false, fastpaths: true };
      if (options.fastpaths !== false && (input[0] === "." || input[0] === "*")) {
        parsed.output = parse.fastpaths(input, options);
      }
      if (!parsed.output) {
        parsed = parse(input, options);
      }
      return picomatch2.compileRe(parsed, options, returnOutput, returnState);
    };
    picomatch2.toRegex = (source, options) => {
      try {
        const opts = options || {};
        return new RegExp(source, opts.flags || (opts.nocase ? "i" : ""));
      } catch (err) {
        if (options && options.debug === true) throw err;
        return /$^/;
      }
    };
    picomatch2.constants = constants6;
    module.exports = picomatch2;
  }
});

// node_modules/picomatch/posix.js
var require_posix = __commonJS({
  "node_modules/picomatch/posix.js"(exports, module) {
    "use strict";
    module.exports = require_picomatch();
  }
});

// src/adapters/git-refs.ts
import { stat } from "node:fs/promises";

// src/core/model/object-id.ts
var OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;
function isObjectId(text2) {
  return OBJECT_ID.test(text2);
}

// src/adapters/exec-git.ts
import { spawn } from "node:child_process";
import { constants } from "node:os";
var GitError = class extends Error {
  constructor(args, result) {
    const lines = result.stderr.trim().split("\n");
    const why = lines.find((line) => /^(fatal|error):/.test(line)) ?? lines[0] ?? "";
    const verb = args.find((arg, i2) => !arg.startsWith("-") && args[i2 - 1] !== "-c") ?? "";
    super(`git ${verb} failed (exit ${result.exitCode})${why ? `: ${why}` : ""}`);
    this.args = args;
    this.result = result;
    this.name = "GitError";
  }
  args;
  result;
};
var QUIET_ENV = {
  GIT_TERMINAL_PROMPT: "0",
  GIT_EDITOR: "true",
  GIT_PAGER: "cat",
  LC_ALL: "C"
};
var MAX_OUTPUT = 1024 * 1024 * 1024;
function tryGit(args, options) {
  return new Promise((resolve3, reject) => {
    const child3 = spawn("git", args, {
      cwd: options.cwd,
      env: { ...process.env, ...QUIET_ENV, ...options.env },
      stdio: "pipe"
    });
    const out = collect(child3.stdout, () => child3.kill());
    const err = collect(child3.stderr, () => child3.kill());
    child3.on("error", (error) => reject(new Error(`git could not be started: ${error.message}`)));
    child3.on("close", (code, signal) => {
      if (out.overflow || err.overflow) {
        reject(new Error(`git ${args[0] ?? ""} wrote more than ${MAX_OUTPUT} bytes`));
        return;
      }
      const exitCode = code ?? 128 + (signal ? constants.signals[signal] ?? 0 : 0);
      resolve3({ stdout: out.text(), stderr: err.text(), exitCode });
    });
    child3.stdin.on("error", () => void 0);
    child3.stdin.end(options.input);
  });
}
function collect(stream, stop) {
  const chunks = [];
  let size = 0;
  const collected = {
    overflow: false,
    text: () => Buffer.concat(chunks).toString("utf8")
  };
  stream.on("data", (chunk) => {
    size += chunk.length;
    if (size > MAX_OUTPUT) {
      collected.overflow = true;
      stop();
      return;
    }
    chunks.push(chunk);
  });
  return collected;
}
async function execGit(args, options) {
  const result = await tryGit(args, options);
  if (result.exitCode !== 0) throw new GitError(args, result);
  return result.stdout;
}
function startGit(args, options) {
  const child3 = spawn("git", args, {
    cwd: options.cwd,
    env: { ...process.env, ...QUIET_ENV },
    stdio: ["pipe", "pipe", "ignore"]
  });
  child3.on("error", () => void 0);
  child3.unref();
  const stdin = child3.stdin;
  stdin.unref?.();
  return {
    stdin,
    stdout: child3.stdout,
    kill: () => {
      child3.kill();
    }
  };
}

// src/adapters/git-refs.ts
var RefError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "RefError";
  }
};
async function repoRoot(dir) {
  const exists = await stat(dir).then(
    (s) => s.isDirectory(),
    () => false
  );
  if (!exists) throw new RefError(`not a git repository: ${dir} (no such directory)`);
  const result = await tryGit(["rev-parse", "--show-toplevel"], { cwd: dir });
  failIfNotRepo(dir, result);
  if (result.exitCode !== 0) throw new RefError(`not a git repository: ${dir}`);
  return result.stdout.trim();
}
async function resolveCommit(repo, ref) {
  const sha2 = await tryResolveCommit(repo, ref);
  if (sha2 === null) throw new RefError(unknownRef(repo, ref));
  return sha2;
}
async function branchName(repo, ref) {
  const result = await tryGit(
    ["rev-parse", "--verify", "--quiet", "--abbrev-ref", "--end-of-options", ref],
    {
      cwd: repo
    }
  );
  const name = result.exitCode === 0 ? result.stdout.trim() : "";
  return branchOf(name, ref, () => resolveCommit(repo, ref));
}
async function branchOf(abbrev, ref, commit) {
  if (abbrev !== "" && abbrev !== "HEAD") return abbrev;
  if (ref !== "HEAD" && !/^[0-9a-f]{7,64}$/.test(ref)) return ref;
  return (await commit()).slice(0, 12);
}
var SINGLE_REF = /^[A-Za-z0-9_][A-Za-z0-9_./@{}~+-]*$/;
async function refsAtOnce(dir, baseRef, headRef, withBranch) {
  const refs = [baseRef, headRef];
  if (refs.some((ref) => !SINGLE_REF.test(ref) || ref.includes(".."))) return null;
  const branchArgs = withBranch ? ["--abbrev-ref", headRef] : [];
  const args = ["rev-parse", "--show-toplevel", `${headRef}^{commit}`, `${baseRef}^{commit}`];
  const result = await tryGit([...args, ...branchArgs, "--"], { cwd: dir }).catch(() => null);
  if (result === null || result.exitCode !== 0) return null;
  const lines = result.stdout.split("\n");
  const [root = "", head = "", base = ""] = lines;
  const named3 = lines.slice(3, -2);
  if (lines.slice(-2).join("\n") !== "--\n" || named3.length > (withBranch ? 1 : 0)) return null;
  if (root === "" || !isObjectId(head) || !isObjectId(base)) return null;
  const abbrev = named3[0] ?? "";
  const branch = withBranch ? await branchOf(abbrev, headRef, async () => head) : null;
  return { root, base, head, branch };
}
async function isShallow(repo) {
  const out = await execGit(["rev-parse", "--is-shallow-repository"], { cwd: repo });
  return out.trim() === "true";
}
async function tryResolveCommit(repo, ref) {
  if (ref.trim() === "") throw new RefError(`empty ref given in ${repo}`);
  const result = await tryGit(
    ["rev-parse", "--verify", "--quiet", "--end-of-options", `${ref}^{commit}`],
    { cwd: repo }
  );
  failIfNotRepo(repo, result);
  const sha2 = result.stdout.trim();
  return result.exitCode === 0 && sha2 !== "" ? sha2 : null;
}
function failIfNotRepo(dir, result) {
  if (result.exitCode !== 0 && /not a git repository/i.test(result.stderr)) {
    throw new RefError(`not a git repository: ${dir}`);
  }
}
function unknownRef(repo, ref) {
  return `unknown ref '${ref}' (not a branch, tag or commit in ${repo})`;
}

// src/core/text/escape-regexp.ts
function escapeRegExp(text2) {
  return text2.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");
}

// src/adapters/git-fetch.ts
var CHECKOUT_HINT = "with actions/checkout use fetch-depth: 0 (or keep persist-credentials so testlock can fetch)";
async function fetchBase(repo, ref) {
  const known = await remotes(repo);
  const remote = remoteOf(ref, known);
  const candidates = fetchCandidates(ref, known);
  if (candidates.length === 0) throw new RefError(unknownRef(repo, ref));
  if (!known.includes(remote)) {
    throw new RefError(`${unknownRef(repo, ref)}; no remote '${remote}' to fetch it from`);
  }
  const depth2 = await isShallow(repo) ? ["--depth=1"] : [];
  const failures = [];
  for (const candidate of candidates) {
    const args = [...depth2, remote, candidate.refspec];
    const result = await fetch(repo, args);
    const sha2 = result.exitCode === 0 ? await tryResolveCommit(repo, candidate.local) : null;
    if (sha2 !== null) return sha2;
    failures.push(`'git fetch ${args.join(" ")}' failed: ${firstLine(result.stderr)}`);
    if (!/couldn't find remote ref/i.test(result.stderr)) break;
  }
  throw new RefError(
    `unknown ref '${ref}': not in ${repo}, and ${failures.join("; ")}; ${CHECKOUT_HINT}`
  );
}
function fetchCandidates(ref, known) {
  if (isObjectId(ref)) return [{ refspec: ref, local: ref }];
  if (/[\s:^~?*[\\]|\.\.|^-|@\{/.test(ref)) return [];
  const remote = remoteOf(ref, known);
  const name = ref.replace(new RegExp(`^refs/remotes/${escapeRegExp(remote)}/`), "").replace(new RegExp(`^${escapeRegExp(remote)}/`), "");
  const branch = (short) => ({
    refspec: `+refs/heads/${short}:refs/remotes/${remote}/${short}`,
    local: `refs/remotes/${remote}/${short}`
  });
  const tag = (short) => ({
    refspec: `+refs/tags/${short}:refs/tags/${short}`,
    local: `refs/tags/${short}`
  });
  if (name.startsWith("refs/heads/")) return [branch(name.slice("refs/heads/".length))];
  if (name.startsWith("refs/tags/")) return [tag(name.slice("refs/tags/".length))];
  if (name.startsWith("refs/")) return [{ refspec: `+${name}:${name}`, local: name }];
  return [branch(name), tag(name)];
}
function remoteOf(ref, known) {
  const rest = ref.startsWith("refs/remotes/") ? ref.slice("refs/remotes/".length) : ref;
  const slash = rest.indexOf("/");
  const candidate = slash > 0 ? rest.slice(0, slash) : "";
  return known.includes(candidate) ? candidate : "origin";
}
async function remotes(repo) {
  const out = await execGit(["remote"], { cwd: repo });
  return out.split("\n").filter((name) => name !== "");
}
async function fetch(repo, args) {
  return tryGit(
    [
      "-c",
      "maintenance.auto=false",
      "-c",
      "gc.auto=0",
      "fetch",
      "--no-tags",
      "--no-recurse-submodules",
      ...args
    ],
    { cwd: repo }
  );
}
function firstLine(text2) {
  const line = text2.split("\n").map((l) => l.replace(/^(fatal|error): /, "").trim()).find((l) => l !== "");
  return line ?? "no message";
}

// src/core/changes/parse-hunks.ts
var HUNK_HEADER = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
function parseHunks(diff) {
  const lines = splitLines(diff);
  const hunks = [];
  let i2 = 0;
  while (i2 < lines.length && !lines[i2].startsWith("@@")) {
    if (isBinaryNotice(lines[i2])) return { binary: true, hunks: [] };
    i2++;
  }
  while (i2 < lines.length) {
    const line = lines[i2];
    if (line.startsWith("\\")) {
      i2++;
      continue;
    }
    const hunk = startHunk(line);
    i2 = readBody(lines, i2 + 1, hunk);
    hunks.push(hunk);
  }
  return { binary: false, hunks };
}
function wholeFileHunks(content, side) {
  if (content.slice(0, 8e3).includes("\0")) return { binary: true, hunks: [] };
  const lines = splitLines(content);
  if (lines.length === 0) return { binary: false, hunks: [] };
  const numbered = lines.map((text2, index) => ({ line: index + 1, text: text2 }));
  const count3 = lines.length;
  const hunk = side === "added" ? { oldStart: 0, oldLines: 0, newStart: 1, newLines: count3, removed: [], added: numbered } : { oldStart: 1, oldLines: count3, newStart: 0, newLines: 0, removed: numbered, added: [] };
  return { binary: false, hunks: [hunk] };
}
function isBinaryNotice(line) {
  return line.startsWith("Binary files ") && line.endsWith(" differ") || line === "GIT binary patch";
}
function startHunk(line) {
  const match = HUNK_HEADER.exec(line);
  if (!match)
    throw new Error(
      `malformed diff: expected a hunk header, got ${JSON.stringify(line.slice(0, 80))}`
    );
  const [, oldStart = "", oldLines = "1", newStart = "", newLines = "1"] = match;
  return {
    oldStart: Number(oldStart),
    oldLines: Number(oldLines),
    newStart: Number(newStart),
    newLines: Number(newLines),
    removed: [],
    added: []
  };
}
function readBody(lines, start, hunk) {
  let oldLine = hunk.oldStart;
  let newLine = hunk.newStart;
  let oldLeft = hunk.oldLines;
  let newLeft = hunk.newLines;
  let i2 = start;
  while (oldLeft > 0 || newLeft > 0) {
    const line = lines[i2];
    if (line === void 0)
      throw new Error(`malformed diff: hunk at -${hunk.oldStart} +${hunk.newStart} is truncated`);
    const text2 = line.slice(1);
    if (line.startsWith("-") && oldLeft > 0) {
      hunk.removed.push({ line: oldLine++, text: text2 });
      oldLeft--;
    } else if (line.startsWith("+") && newLeft > 0) {
      hunk.added.push({ line: newLine++, text: text2 });
      newLeft--;
    } else if (line.startsWith(" ") && oldLeft > 0 && newLeft > 0) {
      oldLine++;
      newLine++;
      oldLeft--;
      newLeft--;
    } else if (!line.startsWith("\\")) {
      throw new Error(
        `malformed diff: unexpected line in hunk: ${JSON.stringify(line.slice(0, 80))}`
      );
    }
    i2++;
  }
  return i2;
}
function splitLines(text2) {
  if (text2 === "") return [];
  const lines = text2.split("\n");
  if (lines[lines.length - 1] === "") lines.pop();
  return lines;
}

// src/core/changes/parse-raw-diff.ts
var HEADER = /^:([0-7]{6}) ([0-7]{6}) ([0-9a-f]{40}|[0-9a-f]{64}) ([0-9a-f]{40}|[0-9a-f]{64}) ([AMDRCTUX])(\d{0,3})$/;
var STATUS = {
  A: "added",
  M: "modified",
  D: "deleted",
  R: "renamed",
  C: "copied",
  T: "type-changed",
  U: "unmerged",
  X: "unknown"
};
function entryKind(mode) {
  switch (mode) {
    case "000000":
      return "none";
    case "100644":
    case "100664":
      return "file";
    case "100755":
      return "executable";
    case "120000":
      return "symlink";
    // A tree (only listed with -t) is, like a submodule, not file content one can read or restore.
    case "160000":
    case "040000":
      return "submodule";
    default:
      throw new Error(`malformed raw diff: unknown file mode ${mode}`);
  }
}
function parseRawDiff(output) {
  if (output === "") return [];
  const fields = output.split("\0");
  if (fields.pop() !== "") throw new Error("malformed raw diff: output does not end with NUL");
  const entries = [];
  let i2 = 0;
  while (i2 < fields.length) {
    const header = fields[i2] ?? "";
    const match = HEADER.exec(header);
    if (!match)
      throw new Error(
        `malformed raw diff: expected a ':mode mode sha sha status' record, got ${JSON.stringify(header.slice(0, 80))}`
      );
    const [, oldMode = "", newMode = "", oldBlob = "", newBlob = "", letter = "", score = ""] = match;
    const status = STATUS[letter] ?? "unknown";
    const twoPaths = letter === "R" || letter === "C";
    const first = takePath(fields, i2 + 1, header);
    const second = twoPaths ? takePath(fields, i2 + 2, header) : null;
    entries.push({
      status,
      path: second ?? first,
      oldPath: twoPaths ? first : null,
      similarity: twoPaths && score !== "" ? Number(score) : null,
      oldKind: entryKind(oldMode),
      newKind: entryKind(newMode),
      oldBlob,
      newBlob
    });
    i2 += twoPaths ? 3 : 2;
  }
  return entries;
}
function takePath(fields, index, header) {
  const path6 = fields[index];
  if (path6 === void 0 || path6 === "") {
    throw new Error(
      `malformed raw diff: record ${JSON.stringify(header.slice(0, 80))} lacks a path`
    );
  }
  return path6;
}

// src/adapters/git-batch.ts
var IDLE_MS = 2e3;
var BatchReader = class {
  constructor(stdin, stdout, stop, onClose) {
    this.stdin = stdin;
    this.stdout = stdout;
    this.stop = stop;
    this.onClose = onClose;
    stdout.on("data", (chunk) => this.take(chunk));
    stdout.on("close", () => this.fail(new Error("git cat-file --batch ended early")));
    stdin.on("error", (error) => this.fail(error));
  }
  stdin;
  stdout;
  stop;
  onClose;
  queue = [];
  chunks = [];
  buffered = 0;
  /** The size of the object whose content is being read; null while a header is awaited. */
  body = null;
  idle = null;
  closed = false;
  read(ids) {
    if (this.idle) clearTimeout(this.idle);
    this.idle = null;
    this.stdout.ref?.();
    return new Promise((resolve3, reject) => {
      this.queue.push({ left: ids.length, found: /* @__PURE__ */ new Map(), resolve: resolve3, reject });
      this.stdin.write(`${ids.join("\n")}
`);
    });
  }
  take(chunk) {
    this.chunks.push(chunk);
    this.buffered += chunk.length;
    try {
      while (this.next()) ;
    } catch (error) {
      this.fail(error instanceof Error ? error : new Error(String(error)));
    }
  }
  // Consumes one header or one body when enough has arrived; false when it must wait.
  next() {
    const request2 = this.queue[0];
    if (request2 === void 0) return false;
    if (this.body === null) {
      const all2 = this.joined();
      const eol = all2.indexOf(10);
      if (eol < 0) return false;
      const header = all2.subarray(0, eol).toString("utf8");
      this.keep(all2.subarray(eol + 1));
      const parts = header.split(" ");
      if (parts.length === 3 && /^\d+$/.test(parts[2] ?? "")) {
        this.body = { id: parts[0] ?? "", size: Number(parts[2]) };
        return true;
      }
      if (parts[1] !== "missing") throw new Error(`git cat-file --batch: unexpected '${header}'`);
      this.answered(request2);
      return true;
    }
    if (this.buffered < this.body.size + 1) return false;
    const all = this.joined();
    request2.found.set(this.body.id, Buffer.from(all.subarray(0, this.body.size)));
    this.keep(all.subarray(this.body.size + 1));
    this.body = null;
    this.answered(request2);
    return true;
  }
  answered(request2) {
    request2.left -= 1;
    if (request2.left > 0) return;
    this.queue.shift();
    request2.resolve(request2.found);
    if (this.queue.length > 0) return;
    this.stdout.unref?.();
    this.idle = setTimeout(() => this.close(), IDLE_MS);
    this.idle.unref();
  }
  joined() {
    if (this.chunks.length !== 1) this.chunks = [Buffer.concat(this.chunks, this.buffered)];
    return this.chunks[0];
  }
  keep(rest) {
    this.chunks = rest.length === 0 ? [] : [rest];
    this.buffered = rest.length;
  }
  fail(error) {
    this.close();
    for (const request2 of this.queue.splice(0)) request2.reject(error);
  }
  close() {
    if (this.closed) return;
    this.closed = true;
    if (this.idle) clearTimeout(this.idle);
    this.onClose();
    this.stdin.end();
    this.stop();
  }
};
var readers = /* @__PURE__ */ new Map();
function readObjects(repo, ids) {
  if (ids.length === 0) return Promise.resolve(/* @__PURE__ */ new Map());
  const odd = ids.find((id) => !/^[0-9a-f]{4,64}$/.test(id));
  if (odd !== void 0) return Promise.reject(new Error(`not an object id: '${odd}'`));
  let reader = readers.get(repo);
  if (reader === void 0) {
    const git = startGit(["cat-file", "--batch"], { cwd: repo });
    const opened = new BatchReader(git.stdin, git.stdout, git.kill, () => {
      if (readers.get(repo) === opened) readers.delete(repo);
    });
    reader = opened;
    readers.set(repo, reader);
  }
  return reader.read(ids);
}

// src/core/changes/tree-after-diff.ts
var MODES = {
  file: "100644",
  executable: "100755",
  symlink: "120000",
  submodule: "160000"
};
function treeAfterDiff(base, diff) {
  const at = /* @__PURE__ */ new Map();
  const known = new Set(base.map((entry) => entry.path));
  for (const change of diff) {
    if (!apply(change, at, known)) return null;
  }
  const kept = [];
  for (const entry of base) {
    const next = at.has(entry.path) ? at.get(entry.path) : entry;
    if (next) kept.push(next);
  }
  const added2 = [...at.entries()].filter(([path6, entry]) => entry !== null && !known.has(path6)).map(([, entry]) => entry);
  return insertSorted(kept, added2);
}
function apply(change, at, known) {
  const exists = (path6) => at.has(path6) ? at.get(path6) !== null : known.has(path6);
  const put = () => {
    const mode = MODES[change.newKind];
    if (mode === void 0) return false;
    at.set(change.path, { path: change.path, mode, kind: change.newKind, object: change.newBlob });
    return true;
  };
  switch (change.status) {
    case "added":
      return !exists(change.path) && put();
    case "modified":
    case "type-changed":
      return exists(change.path) && put();
    case "deleted":
      if (!exists(change.path)) return false;
      at.set(change.path, null);
      return true;
    case "renamed":
      if (change.oldPath === null || !exists(change.oldPath) || exists(change.path)) return false;
      at.set(change.oldPath, null);
      return put();
    case "copied":
      return change.oldPath !== null && exists(change.oldPath) && !exists(change.path) && put();
    default:
      return false;
  }
}
function compareGitPaths(a2, b) {
  return Buffer.compare(Buffer.from(a2, "utf8"), Buffer.from(b, "utf8"));
}
function insertSorted(kept, added2) {
  if (added2.length === 0) return [...kept];
  const result = [];
  let from = 0;
  for (const entry of [...added2].sort((a2, b) => compareGitPaths(a2.path, b.path))) {
    let low = from;
    let high = kept.length;
    while (low < high) {
      const mid = low + high >> 1;
      if (compareGitPaths(kept[mid].path, entry.path) < 0) low = mid + 1;
      else high = mid;
    }
    for (let i2 = from; i2 < low; i2++) result.push(kept[i2]);
    result.push(entry);
    from = low;
  }
  for (let i2 = from; i2 < kept.length; i2++) result.push(kept[i2]);
  return result;
}

// src/adapters/git-tree.ts
async function listFiles(repo, commit) {
  return (await listTree(repo, commit)).map((entry) => entry.path);
}
var listings = /* @__PURE__ */ new Map();
var MAX_LISTINGS = 4;
async function listTree(repo, commit, paths) {
  const args = ["ls-tree", "-r", "-z", "--full-tree", commit];
  if (paths) {
    const whole = listings.get(`${repo}\0${commit}`);
    if (whole !== void 0 && paths.every(isPlainPath)) {
      return underPaths(await whole, paths);
    }
    return parseTree(
      await execGit(["--literal-pathspecs", ...args, "--", ...paths], { cwd: repo })
    );
  }
  if (!isObjectId(commit)) {
    return parseTree(await execGit(args, { cwd: repo }));
  }
  const key2 = `${repo}\0${commit}`;
  let listing = listings.get(key2);
  if (listing === void 0) {
    listing = execGit(args, { cwd: repo }).then(parseTree);
    keep(key2, listing);
  }
  return [...await listing];
}
function keep(key2, listing) {
  listing.catch(() => listings.delete(key2));
  listings.set(key2, listing);
  if (listings.size > MAX_LISTINGS) listings.delete(listings.keys().next().value);
}
function deriveHeadListing(repo, base, head, diff) {
  const key2 = `${repo}\0${head}`;
  if (!isObjectId(base) || !isObjectId(head) || listings.has(key2)) return;
  const listed = () => execGit(["ls-tree", "-r", "-z", "--full-tree", head], { cwd: repo }).then(parseTree);
  const derived = Promise.all([listTree(repo, base), diff]).then(
    ([entries, changes]) => treeAfterDiff(entries, changes) ?? listed(),
    listed
  );
  keep(key2, derived);
}
function isPlainPath(path6) {
  return path6 !== "" && path6.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}
var indexes = /* @__PURE__ */ new WeakMap();
function indexOf(entries) {
  let index = indexes.get(entries);
  if (index !== void 0) return index;
  index = { entries: /* @__PURE__ */ new Map(), folders: /* @__PURE__ */ new Map() };
  entries.forEach((entry, at) => {
    index.entries.set(entry.path, at);
    for (let cut = entry.path.lastIndexOf("/"); cut > 0; cut = entry.path.lastIndexOf("/", cut - 1)) {
      const folder = entry.path.slice(0, cut);
      if (index.folders.has(folder)) break;
      index.folders.set(folder, at);
    }
  });
  indexes.set(entries, index);
  return index;
}
function underPaths(entries, paths) {
  const index = indexOf(entries);
  const found = /* @__PURE__ */ new Set();
  for (const path6 of paths) {
    const own = index.entries.get(path6);
    if (own !== void 0) found.add(own);
    const prefix = `${path6}/`;
    let at = index.folders.get(path6);
    while (at !== void 0 && at < entries.length && entries[at]?.path.startsWith(prefix)) {
      found.add(at);
      at++;
    }
  }
  return [...found].sort((a2, b) => a2 - b).map((at) => entries[at]);
}
function parseTree(output) {
  const entries = [];
  for (const record2 of output.split("\0")) {
    if (record2 === "") continue;
    const tab = record2.indexOf("	");
    const [mode = "", , object2 = ""] = record2.slice(0, Math.max(tab, 0)).split(" ");
    if (tab < 0 || object2 === "")
      throw new Error(`unexpected ls-tree output: ${record2.slice(0, 80)}`);
    entries.push({ path: record2.slice(tab + 1), mode, kind: entryKind(mode), object: object2 });
  }
  return entries;
}

// src/adapters/git-read.ts
async function readFiles(repo, commit, paths) {
  const wanted = new Set(paths.filter(isTreePath));
  const files = /* @__PURE__ */ new Map();
  if (wanted.size === 0) return files;
  const listed = await listTree(repo, commit, wanted.size <= 100 ? [...wanted] : void 0);
  const entries = listed.filter(
    (entry) => wanted.has(entry.path) && (entry.kind === "file" || entry.kind === "executable")
  );
  const contents = await readBlobs(repo, [...new Set(entries.map((entry) => entry.object))]);
  for (const entry of entries) {
    const content = contents.get(entry.object);
    if (content !== void 0) files.set(entry.path, content);
  }
  return files;
}
async function readFile(repo, commit, path6) {
  return (await readFiles(repo, commit, [path6])).get(path6) ?? null;
}
async function readBlob(repo, id) {
  return execGit(["cat-file", "blob", id], { cwd: repo });
}
async function readBlobs(repo, ids) {
  const objects = await readObjects(repo, ids);
  const blobs = /* @__PURE__ */ new Map();
  for (const [id, content] of objects) blobs.set(id, content.toString("utf8"));
  return blobs;
}
function isTreePath(path6) {
  return path6 !== "" && path6.split("/").every((part) => part !== "" && part !== "." && part !== "..");
}

// src/adapters/git-diff.ts
var DIFF_CONFIG = [
  "-c",
  "core.quotePath=false",
  "-c",
  "diff.noprefix=false",
  "-c",
  "diff.mnemonicPrefix=false"
];
var COMMIT_DIFF_FLAGS = [
  "--no-color",
  "--no-ext-diff",
  "--no-textconv",
  "--no-relative",
  "--ignore-submodules=none"
];
async function diffEntries(repo, from, to) {
  const out = await execGit(
    [
      ...DIFF_CONFIG,
      "diff",
      "--raw",
      "-z",
      "-M",
      "--no-abbrev",
      ...COMMIT_DIFF_FLAGS,
      from,
      to,
      "--"
    ],
    { cwd: repo }
  );
  return parseRawDiff(out);
}
async function diffHunks(repo, oldBlob, newBlob) {
  if (isNullId(oldBlob) && isNullId(newBlob)) return { binary: false, hunks: [] };
  if (isNullId(oldBlob)) return wholeFileHunks(await readBlob(repo, newBlob), "added");
  if (isNullId(newBlob)) return wholeFileHunks(await readBlob(repo, oldBlob), "removed");
  const out = await execGit(
    [
      ...DIFF_CONFIG,
      "diff",
      "-U0",
      "--inter-hunk-context=0",
      "--diff-algorithm=myers",
      "--no-color",
      "--no-ext-diff",
      "--no-textconv",
      oldBlob,
      newBlob
    ],
    { cwd: repo }
  );
  return parseHunks(out);
}
async function diffText(repo, from, to) {
  return execGit([...DIFF_CONFIG, "diff", "-M", ...COMMIT_DIFF_FLAGS, from, to, "--"], {
    cwd: repo
  });
}
function isNullId(id) {
  return /^0+$/.test(id);
}

// src/adapters/git-grep.ts
async function wordHolders(repo, commit, words2, pathspecs) {
  const found = new Map(words2.map((word) => [word, /* @__PURE__ */ new Set()]));
  const searched = words2.filter((word) => /^[\w.][\w.-]*$/.test(word));
  if (searched.length > 0) {
    const patterns3 = searched.flatMap((word) => ["-e", word]);
    const args = ["grep", "-o", "-z", "-I", "-F", "-w", ...patterns3, commit, "--", ...pathspecs];
    const result = await tryGit(args, { cwd: repo });
    if (result.exitCode !== 0 && result.exitCode !== 1) throw new GitError(args, result);
    for (const [path6, word] of matches(result.stdout, `${commit}:`)) found.get(word)?.add(path6);
  }
  return new Map([...found].map(([word, paths]) => [word, [...paths]]));
}
function* matches(output, prefix) {
  let at = 0;
  while (at < output.length) {
    const nul = output.indexOf("\0", at);
    const end = nul < 0 ? -1 : output.indexOf("\n", nul);
    if (nul < 0 || end < 0) return;
    const path6 = output.slice(at, nul);
    if (path6.startsWith(prefix)) yield [path6.slice(prefix.length), output.slice(nul + 1, end)];
    at = end + 1;
  }
}

// src/adapters/git-range.ts
var DEEPEN_STEPS = ["--deepen=50", "--deepen=500", "--unshallow"];
async function resolveRange(repo, baseRef, headRef, known) {
  const { base, head } = known ?? await resolveBoth(repo, baseRef, headRef);
  const found = await mergeBase(repo, base, head);
  if (found !== null) return { base, head, mergeBase: found };
  const described = `'${baseRef}' (${base.slice(0, 12)}) and '${headRef}' (${head.slice(0, 12)})`;
  if (!await isShallow(repo)) {
    throw new RefError(`no common history between ${described} in ${repo}`);
  }
  const deepened = await deepenUntilMergeBase(
    repo,
    remoteOf(baseRef, await remotes(repo)),
    base,
    head
  );
  if (deepened.mergeBase !== null) return { base, head, mergeBase: deepened.mergeBase };
  throw new RefError(
    `no merge base between ${described}: the clone is shallow and ${deepened.tried}; ${CHECKOUT_HINT}`
  );
}
async function resolveBoth(repo, baseRef, headRef) {
  const [headResolved, baseFound] = await Promise.allSettled([
    resolveCommit(repo, headRef),
    tryResolveCommit(repo, baseRef)
  ]);
  if (headResolved.status === "rejected") throw headResolved.reason;
  const head = headResolved.value;
  if (baseFound.status === "rejected") throw baseFound.reason;
  return { head, base: baseFound.value ?? await fetchBase(repo, baseRef) };
}
async function mergeBase(repo, base, head) {
  const result = await tryGit(["merge-base", base, head], { cwd: repo });
  if (result.exitCode === 1 && result.stdout.trim() === "") return null;
  if (result.exitCode !== 0) {
    throw new RefError(`git merge-base failed in ${repo}: ${firstLine(result.stderr)}`);
  }
  return result.stdout.trim();
}
async function deepenUntilMergeBase(repo, remote, base, head) {
  const tried = [];
  const wantSets = base === head ? [[base], []] : [[base, head], [base], []];
  for (const step of DEEPEN_STEPS) {
    let error = "";
    for (const wants of wantSets) {
      const result = await fetch(repo, [step, remote, ...wants]);
      error = result.exitCode === 0 ? "" : firstLine(result.stderr);
      if (error === "") break;
    }
    tried.push(error === "" ? step : `${step} (failed: ${error})`);
    if (error !== "") break;
    const found = await mergeBase(repo, base, head);
    if (found !== null) return { mergeBase: found, tried: "" };
  }
  return {
    mergeBase: null,
    tried: `fetching more history from ${remote} (${tried.join(", ")}) did not reach it`
  };
}

// src/core/text/control-chars.ts
function escapeControlChars(text2) {
  return text2.replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, (ch) => {
    if (ch === "\n") return "\\n";
    if (ch === "\r") return "\\r";
    if (ch === "	") return "\\t";
    return `\\u${ch.charCodeAt(0).toString(16).padStart(4, "0")}`;
  });
}

// src/core/verdict/outcomes.ts
function checkFailed(outcome) {
  const { result } = outcome;
  if (result.skipped !== null || outcome.nothingToTest) return false;
  const parsedFailure = result.kind === "test" && (outcome.tests?.failed ?? 0) > 0;
  return !result.ok || result.timedOut || Boolean(outcome.reportDisagrees) || Boolean(outcome.invalidated) || parsedFailure;
}
function ofKind(outcomes, kind) {
  return outcomes.filter((outcome) => outcome.result.kind === kind);
}
function cleanState(outcomes, kind) {
  const ran = ofKind(outcomes, kind).filter((outcome) => outcome.result.skipped === null);
  if (ran.length === 0) return null;
  return !ran.some(checkFailed);
}
function testCounts(outcomes) {
  const runs = ofKind(outcomes, "test").flatMap(
    (outcome) => outcome.result.skipped === null && outcome.tests ? [outcome.tests] : []
  );
  return {
    run: runs.reduce((sum, run) => sum + run.total, 0),
    passed: runs.reduce((sum, run) => sum + run.passed, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
    skipped: runs.reduce((sum, run) => sum + run.skipped, 0)
  };
}
function hasTests(counts2) {
  return counts2.run - counts2.skipped > 0;
}
function ranTests(outcomes) {
  return ofKind(outcomes, "test").filter((outcome) => outcome.result.skipped === null);
}
function unreadableTests(outcomes) {
  return ranTests(outcomes).filter(
    (outcome) => !outcome.tests && outcome.result.ok && !checkFailed(outcome)
  );
}
function ranNoTests(outcomes) {
  const ran = ranTests(outcomes);
  return ran.length > 0 && ran.every(
    (outcome) => !checkFailed(outcome) && outcome.tests != null && outcome.tests.total - outcome.tests.skipped === 0
  );
}
function markNothingToTest(outcome) {
  const { result } = outcome;
  const foundNothing = outcome.tests ? outcome.tests.total === 0 : result.exitCode === 0 || NOTHING_COLLECTED.test(`${result.stdout}
${result.stderr}`);
  const clean = !result.timedOut && result.signal === null && !outcome.reportDisagrees && !outcome.invalidated && (outcome.anomalies ?? []).length === 0;
  if (result.kind !== "test" || result.skipped !== null || !foundNothing || !clean) return outcome;
  return { ...outcome, nothingToTest: true };
}
var NOTHING_COLLECTED = /no tests (?:ran|found|collected)|no test files|no test suites? found|collected 0 items/i;
function testsNotRun(outcomes) {
  return outcomes.filter(({ result }) => isUnrunTest(result));
}
function isUnrunTest(check2) {
  return check2.kind === "test" && (check2.skipped === "tool-not-installed" || check2.skipped === "unresolvable");
}
function coverageTotals(outcomes) {
  const ran = ofKind(outcomes, "test").filter((outcome) => outcome.result.skipped === null);
  if (ran.length === 0) return null;
  let linesCovered = 0;
  let linesTotal = 0;
  for (const outcome of ran) {
    if (!outcome.coverage) return null;
    linesCovered += outcome.coverage.linesCovered;
    linesTotal += outcome.coverage.linesTotal;
  }
  return { linesCovered, linesTotal };
}
function coverageHint(outcomes) {
  const ran = ofKind(outcomes, "test").filter((outcome) => outcome.result.skipped === null);
  const missing = ran.find((outcome) => !outcome.coverage) ?? ran[0];
  if (missing?.coverageHint) return missing.coverageHint;
  if (missing?.coverage) return `the coverage report of ${missing.result.name} counted no lines`;
  const name = missing ? `${missing.result.name} (${missing.result.script})` : "the test check";
  return `no coverage report was produced by ${name}`;
}

// src/errors.ts
var UsageError = class extends Error {
  constructor(message) {
    super(message);
    this.name = "UsageError";
  }
};

// src/adapters/process-tree.ts
import { readdirSync, readFileSync } from "node:fs";
import { setTimeout as delay } from "node:timers/promises";
var POLL_MS = 25;
var AFTER_KILL_MS = 2e3;
function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch (error) {
    if (isErrno(error, "ESRCH")) return false;
    if (isErrno(error, "EPERM")) return false;
    throw error;
  }
}
function groupAlive(pgid) {
  if (!signalGroup(pgid, 0)) return false;
  const members = liveMembersFromProc(pgid);
  return members === null ? true : members > 0;
}
async function terminateGroup(pgid, graceMs) {
  if (!groupAlive(pgid) || !signalGroup(pgid, "SIGTERM")) return null;
  if (await waitForGroupExit(pgid, graceMs)) return "SIGTERM";
  signalGroup(pgid, "SIGKILL");
  await waitForGroupExit(pgid, AFTER_KILL_MS);
  return "SIGKILL";
}
async function waitForGroupExit(pgid, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (groupAlive(pgid)) {
    const left = deadline - Date.now();
    if (left <= 0) return false;
    await delay(Math.min(POLL_MS, left));
  }
  return true;
}
function liveMembersFromProc(pgid) {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  let live = 0;
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    const stat3 = readStat(entry);
    if (stat3 !== null && stat3.pgrp === pgid && stat3.state !== "Z" && stat3.state !== "X") live++;
  }
  return live;
}
function readStat(pid) {
  let text2;
  try {
    text2 = readFileSync(`/proc/${pid}/stat`, "utf8");
  } catch {
    return null;
  }
  const fields = text2.slice(text2.lastIndexOf(")") + 2).split(" ");
  const state = fields[0];
  const pgrp = Number(fields[2]);
  return state === void 0 || Number.isNaN(pgrp) ? null : { state, pgrp };
}
function isErrno(error, code) {
  return error instanceof Error && error.code === code;
}
var runningGroups = /* @__PURE__ */ new Set();
function trackGroup(pgid) {
  runningGroups.add(pgid);
}
function untrackGroup(pgid) {
  runningGroups.delete(pgid);
}
function killAllRunning(signal = "SIGKILL") {
  let signalled = 0;
  for (const pgid of runningGroups) if (signalGroup(pgid, signal)) signalled++;
  if (signal === "SIGKILL") for (const entry of runningMarkers) killTaggedSync(entry);
  return signalled;
}
var COMMAND_CLIP = 200;
var SWEEP_ROUNDS = 40;
function findTagged(entry) {
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return [];
  }
  const wanted = Buffer.from(`${entry}\0`);
  const found = [];
  for (const name of entries) {
    if (!/^\d+$/.test(name) || Number(name) === process.pid) continue;
    const environ = readProc(name, "environ");
    if (environ === null || !hasEntry(environ, wanted)) continue;
    const state = readStat(name)?.state;
    if (state === "Z" || state === "X") continue;
    found.push({ pid: Number(name), command: commandOf(name) });
  }
  return found;
}
function killTaggedSync(entry) {
  const seen = /* @__PURE__ */ new Map();
  for (let round = 0; round < SWEEP_ROUNDS && killRound(entry, seen) > 0; round++) {
    sleepSync(POLL_MS);
  }
  return [...seen.values()];
}
async function killTagged(entry) {
  const seen = /* @__PURE__ */ new Map();
  for (let round = 0; round < SWEEP_ROUNDS && killRound(entry, seen) > 0; round++) {
    await delay(POLL_MS);
  }
  return [...seen.values()];
}
function killRound(entry, seen) {
  const alive = findTagged(entry);
  for (const tagged of alive) {
    if (!seen.has(tagged.pid)) seen.set(tagged.pid, tagged);
    try {
      process.kill(tagged.pid, "SIGKILL");
    } catch {
    }
  }
  return alive.length;
}
function hasEntry(environ, wanted) {
  const at = environ.indexOf(wanted);
  return at === 0 || at > 0 && environ[at - 1] === 0;
}
function commandOf(pid) {
  const raw = readProc(pid, "cmdline");
  const text2 = raw === null ? "" : raw.toString("utf8").replace(/\0+$/, "").replaceAll("\0", " ");
  const command = text2 === "" ? `(pid ${pid})` : text2;
  return command.length > COMMAND_CLIP ? `${command.slice(0, COMMAND_CLIP - 1)}\u2026` : command;
}
function readProc(pid, file) {
  try {
    return readFileSync(`/proc/${pid}/${file}`);
  } catch {
    return null;
  }
}
function sleepSync(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
var runningMarkers = /* @__PURE__ */ new Set();
function trackMarker(entry) {
  runningMarkers.add(entry);
}
function untrackMarker(entry) {
  runningMarkers.delete(entry);
}

// src/adapters/process.ts
import { randomUUID as randomUUID2 } from "node:crypto";
import { mkdir, writeFile as writeFile2 } from "node:fs/promises";
import { getPriority, setPriority } from "node:os";

// node_modules/is-plain-obj/index.js
function isPlainObject(value) {
  if (typeof value !== "object" || value === null) {
    return false;
  }
  const prototype = Object.getPrototypeOf(value);
  return (prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null) && !(Symbol.toStringTag in value) && !(Symbol.iterator in value);
}

// node_modules/execa/lib/arguments/file-url.js
import { fileURLToPath } from "node:url";
var safeNormalizeFileUrl = (file, name) => {
  const fileString = normalizeFileUrl(normalizeDenoExecPath(file));
  if (typeof fileString !== "string") {
    throw new TypeError(`${name} must be a string or a file URL: ${fileString}.`);
  }
  return fileString;
};
var normalizeDenoExecPath = (file) => isDenoExecPath(file) ? file.toString() : file;
var isDenoExecPath = (file) => typeof file !== "string" && file && Object.getPrototypeOf(file) === String.prototype;
var normalizeFileUrl = (file) => file instanceof URL ? fileURLToPath(file) : file;

// node_modules/execa/lib/methods/parameters.js
var normalizeParameters = (rawFile, rawArguments = [], rawOptions = {}) => {
  const filePath = safeNormalizeFileUrl(rawFile, "First argument");
  const [commandArguments, options] = isPlainObject(rawArguments) ? [[], rawArguments] : [rawArguments, rawOptions];
  if (!Array.isArray(commandArguments)) {
    throw new TypeError(`Second argument must be either an array of arguments or an options object: ${commandArguments}`);
  }
  if (commandArguments.some((commandArgument) => typeof commandArgument === "object" && commandArgument !== null)) {
    throw new TypeError(`Second argument must be an array of strings: ${commandArguments}`);
  }
  const normalizedArguments = commandArguments.map(String);
  const nullByteArgument = normalizedArguments.find((normalizedArgument) => normalizedArgument.includes("\0"));
  if (nullByteArgument !== void 0) {
    throw new TypeError(`Arguments cannot contain null bytes ("\\0"): ${nullByteArgument}`);
  }
  if (!isPlainObject(options)) {
    throw new TypeError(`Last argument must be an options object: ${options}`);
  }
  return [filePath, normalizedArguments, options];
};

// node_modules/execa/lib/methods/template.js
import { ChildProcess } from "node:child_process";

// node_modules/execa/lib/utils/uint-array.js
import { StringDecoder } from "node:string_decoder";
var { toString: objectToString } = Object.prototype;
var isArrayBuffer = (value) => objectToString.call(value) === "[object ArrayBuffer]";
var isUint8Array = (value) => objectToString.call(value) === "[object Uint8Array]";
var bufferToUint8Array = (buffer) => new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
var textEncoder = new TextEncoder();
var stringToUint8Array = (string) => textEncoder.encode(string);
var textDecoder = new TextDecoder();
var uint8ArrayToString = (uint8Array) => textDecoder.decode(uint8Array);
var joinToString = (uint8ArraysOrStrings, encoding) => {
  const strings8 = uint8ArraysToStrings(uint8ArraysOrStrings, encoding);
  return strings8.join("");
};
var uint8ArraysToStrings = (uint8ArraysOrStrings, encoding) => {
  if (encoding === "utf8" && uint8ArraysOrStrings.every((uint8ArrayOrString) => typeof uint8ArrayOrString === "string")) {
    return uint8ArraysOrStrings;
  }
  const decoder = new StringDecoder(encoding);
  const strings8 = uint8ArraysOrStrings.map((uint8ArrayOrString) => typeof uint8ArrayOrString === "string" ? stringToUint8Array(uint8ArrayOrString) : uint8ArrayOrString).map((uint8Array) => decoder.write(uint8Array));
  const finalString = decoder.end();
  return finalString === "" ? strings8 : [...strings8, finalString];
};
var joinToUint8Array = (uint8ArraysOrStrings) => {
  if (uint8ArraysOrStrings.length === 1 && isUint8Array(uint8ArraysOrStrings[0])) {
    return uint8ArraysOrStrings[0];
  }
  return concatUint8Arrays(stringsToUint8Arrays(uint8ArraysOrStrings));
};
var stringsToUint8Arrays = (uint8ArraysOrStrings) => uint8ArraysOrStrings.map((uint8ArrayOrString) => typeof uint8ArrayOrString === "string" ? stringToUint8Array(uint8ArrayOrString) : uint8ArrayOrString);
var concatUint8Arrays = (uint8Arrays) => {
  const result = new Uint8Array(getJoinLength(uint8Arrays));
  let index = 0;
  for (const uint8Array of uint8Arrays) {
    result.set(uint8Array, index);
    index += uint8Array.length;
  }
  return result;
};
var getJoinLength = (uint8Arrays) => {
  let joinLength = 0;
  for (const uint8Array of uint8Arrays) {
    joinLength += uint8Array.length;
  }
  return joinLength;
};

// node_modules/execa/lib/methods/template.js
var isTemplateString = (templates) => Array.isArray(templates) && Array.isArray(templates.raw);
var parseTemplates = (templates, expressions) => {
  let tokens2 = [];
  for (const [index, template] of templates.entries()) {
    tokens2 = parseTemplate({
      templates,
      expressions,
      tokens: tokens2,
      index,
      template
    });
  }
  if (tokens2.length === 0) {
    throw new TypeError("Template script must not be empty");
  }
  const [file, ...commandArguments] = tokens2;
  return [file, commandArguments, {}];
};
var parseTemplate = ({ templates, expressions, tokens: tokens2, index, template }) => {
  if (template === void 0) {
    throw new TypeError(`Invalid backslash sequence: ${templates.raw[index]}`);
  }
  const { nextTokens, leadingWhitespaces, trailingWhitespaces } = splitByWhitespaces(template, templates.raw[index]);
  const newTokens = concatTokens(tokens2, nextTokens, leadingWhitespaces);
  if (index === expressions.length) {
    return newTokens;
  }
  const expression = expressions[index];
  const expressionTokens = Array.isArray(expression) ? expression.map((expression2) => parseExpression(expression2)) : [parseExpression(expression)];
  return concatTokens(newTokens, expressionTokens, trailingWhitespaces);
};
var splitByWhitespaces = (template, rawTemplate) => {
  if (rawTemplate.length === 0) {
    return { nextTokens: [], leadingWhitespaces: false, trailingWhitespaces: false };
  }
  const nextTokens = [];
  let templateStart = 0;
  const leadingWhitespaces = DELIMITERS.has(rawTemplate[0]);
  for (let templateIndex = 0, rawIndex = 0; templateIndex < template.length; templateIndex += 1, rawIndex += 1) {
    const rawCharacter = rawTemplate[rawIndex];
    if (DELIMITERS.has(rawCharacter)) {
      if (templateStart !== templateIndex) {
        nextTokens.push(template.slice(templateStart, templateIndex));
      }
      templateStart = templateIndex + 1;
    } else if (rawCharacter === "\\") {
      const nextRawCharacter = rawTemplate[rawIndex + 1];
      if (nextRawCharacter === "\n") {
        templateIndex -= 1;
        rawIndex += 1;
      } else if (nextRawCharacter === "u" && rawTemplate[rawIndex + 2] === "{") {
        rawIndex = rawTemplate.indexOf("}", rawIndex + 3);
      } else {
        rawIndex += ESCAPE_LENGTH[nextRawCharacter] ?? 1;
      }
    }
  }
  const trailingWhitespaces = templateStart === template.length;
  if (!trailingWhitespaces) {
    nextTokens.push(template.slice(templateStart));
  }
  return { nextTokens, leadingWhitespaces, trailingWhitespaces };
};
var DELIMITERS = /* @__PURE__ */ new Set([" ", "	", "\r", "\n"]);
var ESCAPE_LENGTH = { x: 3, u: 5 };
var concatTokens = (tokens2, nextTokens, isSeparated) => isSeparated || tokens2.length === 0 || nextTokens.length === 0 ? [...tokens2, ...nextTokens] : [
  ...tokens2.slice(0, -1),
  `${tokens2.at(-1)}${nextTokens[0]}`,
  ...nextTokens.slice(1)
];
var parseExpression = (expression) => {
  const typeOfExpression = typeof expression;
  if (typeOfExpression === "string") {
    return expression;
  }
  if (typeOfExpression === "number") {
    return String(expression);
  }
  if (isPlainObject(expression) && ("stdout" in expression || "isMaxBuffer" in expression)) {
    return getSubprocessResult(expression);
  }
  if (expression instanceof ChildProcess || Object.prototype.toString.call(expression) === "[object Promise]") {
    throw new TypeError("Unexpected subprocess in template expression. Please use ${await subprocess} instead of ${subprocess}.");
  }
  throw new TypeError(`Unexpected "${typeOfExpression}" in template expression`);
};
var getSubprocessResult = ({ stdout }) => {
  if (typeof stdout === "string") {
    return stdout;
  }
  if (isUint8Array(stdout)) {
    return uint8ArrayToString(stdout);
  }
  if (stdout === void 0) {
    throw new TypeError(`Missing result.stdout in template expression. This is probably due to the previous subprocess' "stdout" option.`);
  }
  throw new TypeError(`Unexpected "${typeof stdout}" stdout in template expression`);
};

// node_modules/execa/lib/methods/main-sync.js
import { spawnSync } from "node:child_process";

// node_modules/execa/lib/arguments/specific.js
import { debuglog } from "node:util";

// node_modules/execa/lib/utils/standard-stream.js
import process2 from "node:process";
var isStandardStream = (stream) => STANDARD_STREAMS.includes(stream);
var STANDARD_STREAMS = [process2.stdin, process2.stdout, process2.stderr];
var STANDARD_STREAMS_ALIASES = ["stdin", "stdout", "stderr"];
var getStreamName = (fdNumber) => STANDARD_STREAMS_ALIASES[fdNumber] ?? `stdio[${fdNumber}]`;

// node_modules/execa/lib/arguments/specific.js
var normalizeFdSpecificOptions = (options) => {
  const optionsCopy = { ...options };
  for (const optionName of FD_SPECIFIC_OPTIONS) {
    optionsCopy[optionName] = normalizeFdSpecificOption(options, optionName);
  }
  return optionsCopy;
};
var normalizeFdSpecificOption = (options, optionName) => {
  const optionBaseArray = Array.from({ length: getStdioLength(options) + 1 });
  const optionArray = normalizeFdSpecificValue(options[optionName], optionBaseArray, optionName);
  return addDefaultValue(optionArray, optionName);
};
var getStdioLength = ({ stdio }) => Array.isArray(stdio) ? Math.max(stdio.length, STANDARD_STREAMS_ALIASES.length) : STANDARD_STREAMS_ALIASES.length;
var normalizeFdSpecificValue = (optionValue2, optionArray, optionName) => isPlainObject(optionValue2) ? normalizeOptionObject(optionValue2, optionArray, optionName) : optionArray.fill(optionValue2);
var normalizeOptionObject = (optionValue2, optionArray, optionName) => {
  for (const fdName of Object.keys(optionValue2).sort(compareFdName)) {
    for (const fdNumber of parseFdName(fdName, optionName, optionArray)) {
      optionArray[fdNumber] = optionValue2[fdName];
    }
  }
  return optionArray;
};
var compareFdName = (fdNameA, fdNameB) => getFdNameOrder(fdNameA) < getFdNameOrder(fdNameB) ? 1 : -1;
var getFdNameOrder = (fdName) => {
  if (fdName === "stdout" || fdName === "stderr") {
    return 0;
  }
  return fdName === "all" ? 2 : 1;
};
var parseFdName = (fdName, optionName, optionArray) => {
  if (fdName === "ipc") {
    return [optionArray.length - 1];
  }
  const fdNumber = parseFd(fdName);
  if (fdNumber === void 0 || fdNumber === 0) {
    throw new TypeError(`"${optionName}.${fdName}" is invalid.
It must be "${optionName}.stdout", "${optionName}.stderr", "${optionName}.all", "${optionName}.ipc", or "${optionName}.fd3", "${optionName}.fd4" (and so on).`);
  }
  if (fdNumber >= optionArray.length) {
    throw new TypeError(`"${optionName}.${fdName}" is invalid: that file descriptor does not exist.
Please set the "stdio" option to ensure that file descriptor exists.`);
  }
  return fdNumber === "all" ? [1, 2] : [fdNumber];
};
var parseFd = (fdName) => {
  if (fdName === "all") {
    return fdName;
  }
  if (STANDARD_STREAMS_ALIASES.includes(fdName)) {
    return STANDARD_STREAMS_ALIASES.indexOf(fdName);
  }
  const regexpResult = FD_REGEXP.exec(fdName);
  if (regexpResult !== null) {
    return Number(regexpResult[1]);
  }
};
var FD_REGEXP = /^fd(\d+)$/;
var addDefaultValue = (optionArray, optionName) => optionArray.map((optionValue2) => optionValue2 === void 0 ? DEFAULT_OPTIONS[optionName] : optionValue2);
var verboseDefault = debuglog("execa").enabled ? "full" : "none";
var DEFAULT_OPTIONS = {
  lines: false,
  buffer: true,
  maxBuffer: 1e3 * 1e3 * 100,
  verbose: verboseDefault,
  stripFinalNewline: true
};
var FD_SPECIFIC_OPTIONS = ["lines", "buffer", "maxBuffer", "verbose", "stripFinalNewline"];
var getFdSpecificValue = (optionArray, fdNumber) => fdNumber === "ipc" ? optionArray.at(-1) : optionArray[fdNumber];

// node_modules/execa/lib/verbose/values.js
var isVerbose = ({ verbose }, fdNumber) => getFdVerbose(verbose, fdNumber) !== "none";
var isFullVerbose = ({ verbose }, fdNumber) => !["none", "short"].includes(getFdVerbose(verbose, fdNumber));
var getVerboseFunction = ({ verbose }, fdNumber) => {
  const fdVerbose = getFdVerbose(verbose, fdNumber);
  return isVerboseFunction(fdVerbose) ? fdVerbose : void 0;
};
var getFdVerbose = (verbose, fdNumber) => fdNumber === void 0 ? getFdGenericVerbose(verbose) : getFdSpecificValue(verbose, fdNumber);
var getFdGenericVerbose = (verbose) => verbose.find((fdVerbose) => isVerboseFunction(fdVerbose)) ?? VERBOSE_VALUES.findLast((fdVerbose) => verbose.includes(fdVerbose));
var isVerboseFunction = (fdVerbose) => typeof fdVerbose === "function";
var VERBOSE_VALUES = ["none", "short", "full"];

// node_modules/execa/lib/verbose/log.js
import { inspect } from "node:util";

// node_modules/execa/lib/arguments/escape.js
import { platform } from "node:process";
import { stripVTControlCharacters } from "node:util";
var joinCommand = (filePath, rawArguments) => {
  const fileAndArguments = [filePath, ...rawArguments];
  const command = fileAndArguments.join(" ");
  const escapedCommand = fileAndArguments.map((fileAndArgument) => quoteString(escapeControlCharacters(fileAndArgument))).join(" ");
  return { command, escapedCommand };
};
var escapeLines = (lines) => stripVTControlCharacters(lines).split("\n").map((line) => escapeControlCharacters(line)).join("\n");
var escapeControlCharacters = (line) => line.replaceAll(SPECIAL_CHAR_REGEXP, (character) => escapeControlCharacter(character));
var escapeControlCharacter = (character) => {
  const commonEscape = COMMON_ESCAPES[character];
  if (commonEscape !== void 0) {
    return commonEscape;
  }
  const codepoint = character.codePointAt(0);
  const codepointHex = codepoint.toString(16);
  return codepoint <= ASTRAL_START ? `\\u${codepointHex.padStart(4, "0")}` : `\\U${codepointHex}`;
};
var getSpecialCharRegExp = () => {
  try {
    return new RegExp("\\p{Separator}|\\p{Other}", "gu");
  } catch {
    return /[\s\u0000-\u001F\u007F-\u009F\u00AD]/g;
  }
};
var SPECIAL_CHAR_REGEXP = getSpecialCharRegExp();
var COMMON_ESCAPES = {
  " ": " ",
  "\b": "\\b",
  "\f": "\\f",
  "\n": "\\n",
  "\r": "\\r",
  "	": "\\t"
};
var ASTRAL_START = 65535;
var quoteString = (escapedArgument) => {
  if (NO_ESCAPE_REGEXP.test(escapedArgument)) {
    return escapedArgument;
  }
  return platform === "win32" ? `"${escapedArgument.replaceAll('"', '""')}"` : `'${escapedArgument.replaceAll("'", "'\\''")}'`;
};
var NO_ESCAPE_REGEXP = /^[\w./-]+$/;

// node_modules/is-unicode-supported/index.js
import process3 from "node:process";
function isUnicodeSupported() {
  const { env: env2 } = process3;
  const { TERM, TERM_PROGRAM } = env2;
  if (process3.platform !== "win32") {
    return TERM !== "linux";
  }
  return Boolean(env2.WT_SESSION) || Boolean(env2.TERMINUS_SUBLIME) || env2.ConEmuTask === "{cmd::Cmder}" || TERM_PROGRAM === "Terminus-Sublime" || TERM_PROGRAM === "vscode" || TERM === "xterm-256color" || TERM === "alacritty" || TERM === "rxvt-unicode" || TERM === "rxvt-unicode-256color" || env2.TERMINAL_EMULATOR === "JetBrains-JediTerm";
}

// node_modules/figures/index.js
var common = {
  circleQuestionMark: "(?)",
  questionMarkPrefix: "(?)",
  square: "\u2588",
  squareDarkShade: "\u2593",
  squareMediumShade: "\u2592",
  squareLightShade: "\u2591",
  squareTop: "\u2580",
  squareBottom: "\u2584",
  squareLeft: "\u258C",
  squareRight: "\u2590",
  squareCenter: "\u25A0",
  bullet: "\u25CF",
  dot: "\u2024",
  ellipsis: "\u2026",
  pointerSmall: "\u203A",
  triangleUp: "\u25B2",
  triangleUpSmall: "\u25B4",
  triangleDown: "\u25BC",
  triangleDownSmall: "\u25BE",
  triangleLeftSmall: "\u25C2",
  triangleRightSmall: "\u25B8",
  home: "\u2302",
  heart: "\u2665",
  musicNote: "\u266A",
  musicNoteBeamed: "\u266B",
  arrowUp: "\u2191",
  arrowDown: "\u2193",
  arrowLeft: "\u2190",
  arrowRight: "\u2192",
  arrowLeftRight: "\u2194",
  arrowUpDown: "\u2195",
  almostEqual: "\u2248",
  notEqual: "\u2260",
  lessOrEqual: "\u2264",
  greaterOrEqual: "\u2265",
  identical: "\u2261",
  infinity: "\u221E",
  subscriptZero: "\u2080",
  subscriptOne: "\u2081",
  subscriptTwo: "\u2082",
  subscriptThree: "\u2083",
  subscriptFour: "\u2084",
  subscriptFive: "\u2085",
  subscriptSix: "\u2086",
  subscriptSeven: "\u2087",
  subscriptEight: "\u2088",
  subscriptNine: "\u2089",
  oneHalf: "\xBD",
  oneThird: "\u2153",
  oneQuarter: "\xBC",
  oneFifth: "\u2155",
  oneSixth: "\u2159",
  oneEighth: "\u215B",
  twoThirds: "\u2154",
  twoFifths: "\u2156",
  threeQuarters: "\xBE",
  threeFifths: "\u2157",
  threeEighths: "\u215C",
  fourFifths: "\u2158",
  fiveSixths: "\u215A",
  fiveEighths: "\u215D",
  sevenEighths: "\u215E",
  line: "\u2500",
  lineBold: "\u2501",
  lineDouble: "\u2550",
  lineDashed0: "\u2504",
  lineDashed1: "\u2505",
  lineDashed2: "\u2508",
  lineDashed3: "\u2509",
  lineDashed4: "\u254C",
  lineDashed5: "\u254D",
  lineDashed6: "\u2574",
  lineDashed7: "\u2576",
  lineDashed8: "\u2578",
  lineDashed9: "\u257A",
  lineDashed10: "\u257C",
  lineDashed11: "\u257E",
  lineDashed12: "\u2212",
  lineDashed13: "\u2013",
  lineDashed14: "\u2010",
  lineDashed15: "\u2043",
  lineVertical: "\u2502",
  lineVerticalBold: "\u2503",
  lineVerticalDouble: "\u2551",
  lineVerticalDashed0: "\u2506",
  lineVerticalDashed1: "\u2507",
  lineVerticalDashed2: "\u250A",
  lineVerticalDashed3: "\u250B",
  lineVerticalDashed4: "\u254E",
  lineVerticalDashed5: "\u254F",
  lineVerticalDashed6: "\u2575",
  lineVerticalDashed7: "\u2577",
  lineVerticalDashed8: "\u2579",
  lineVerticalDashed9: "\u257B",
  lineVerticalDashed10: "\u257D",
  lineVerticalDashed11: "\u257F",
  lineDownLeft: "\u2510",
  lineDownLeftArc: "\u256E",
  lineDownBoldLeftBold: "\u2513",
  lineDownBoldLeft: "\u2512",
  lineDownLeftBold: "\u2511",
  lineDownDoubleLeftDouble: "\u2557",
  lineDownDoubleLeft: "\u2556",
  lineDownLeftDouble: "\u2555",
  lineDownRight: "\u250C",
  lineDownRightArc: "\u256D",
  lineDownBoldRightBold: "\u250F",
  lineDownBoldRight: "\u250E",
  lineDownRightBold: "\u250D",
  lineDownDoubleRightDouble: "\u2554",
  lineDownDoubleRight: "\u2553",
  lineDownRightDouble: "\u2552",
  lineUpLeft: "\u2518",
  lineUpLeftArc: "\u256F",
  lineUpBoldLeftBold: "\u251B",
  lineUpBoldLeft: "\u251A",
  lineUpLeftBold: "\u2519",
  lineUpDoubleLeftDouble: "\u255D",
  lineUpDoubleLeft: "\u255C",
  lineUpLeftDouble: "\u255B",
  lineUpRight: "\u2514",
  lineUpRightArc: "\u2570",
  lineUpBoldRightBold: "\u2517",
  lineUpBoldRight: "\u2516",
  lineUpRightBold: "\u2515",
  lineUpDoubleRightDouble: "\u255A",
  lineUpDoubleRight: "\u2559",
  lineUpRightDouble: "\u2558",
  lineUpDownLeft: "\u2524",
  lineUpBoldDownBoldLeftBold: "\u252B",
  lineUpBoldDownBoldLeft: "\u2528",
  lineUpDownLeftBold: "\u2525",
  lineUpBoldDownLeftBold: "\u2529",
  lineUpDownBoldLeftBold: "\u252A",
  lineUpDownBoldLeft: "\u2527",
  lineUpBoldDownLeft: "\u2526",
  lineUpDoubleDownDoubleLeftDouble: "\u2563",
  lineUpDoubleDownDoubleLeft: "\u2562",
  lineUpDownLeftDouble: "\u2561",
  lineUpDownRight: "\u251C",
  lineUpBoldDownBoldRightBold: "\u2523",
  lineUpBoldDownBoldRight: "\u2520",
  lineUpDownRightBold: "\u251D",
  lineUpBoldDownRightBold: "\u2521",
  lineUpDownBoldRightBold: "\u2522",
  lineUpDownBoldRight: "\u251F",
  lineUpBoldDownRight: "\u251E",
  lineUpDoubleDownDoubleRightDouble: "\u2560",
  lineUpDoubleDownDoubleRight: "\u255F",
  lineUpDownRightDouble: "\u255E",
  lineDownLeftRight: "\u252C",
  lineDownBoldLeftBoldRightBold: "\u2533",
  lineDownLeftBoldRightBold: "\u252F",
  lineDownBoldLeftRight: "\u2530",
  lineDownBoldLeftBoldRight: "\u2531",
  lineDownBoldLeftRightBold: "\u2532",
  lineDownLeftRightBold: "\u252E",
  lineDownLeftBoldRight: "\u252D",
  lineDownDoubleLeftDoubleRightDouble: "\u2566",
  lineDownDoubleLeftRight: "\u2565",
  lineDownLeftDoubleRightDouble: "\u2564",
  lineUpLeftRight: "\u2534",
  lineUpBoldLeftBoldRightBold: "\u253B",
  lineUpLeftBoldRightBold: "\u2537",
  lineUpBoldLeftRight: "\u2538",
  lineUpBoldLeftBoldRight: "\u2539",
  lineUpBoldLeftRightBold: "\u253A",
  lineUpLeftRightBold: "\u2536",
  lineUpLeftBoldRight: "\u2535",
  lineUpDoubleLeftDoubleRightDouble: "\u2569",
  lineUpDoubleLeftRight: "\u2568",
  lineUpLeftDoubleRightDouble: "\u2567",
  lineUpDownLeftRight: "\u253C",
  lineUpBoldDownBoldLeftBoldRightBold: "\u254B",
  lineUpDownBoldLeftBoldRightBold: "\u2548",
  lineUpBoldDownLeftBoldRightBold: "\u2547",
  lineUpBoldDownBoldLeftRightBold: "\u254A",
  lineUpBoldDownBoldLeftBoldRight: "\u2549",
  lineUpBoldDownLeftRight: "\u2540",
  lineUpDownBoldLeftRight: "\u2541",
  lineUpDownLeftBoldRight: "\u253D",
  lineUpDownLeftRightBold: "\u253E",
  lineUpBoldDownBoldLeftRight: "\u2542",
  lineUpDownLeftBoldRightBold: "\u253F",
  lineUpBoldDownLeftBoldRight: "\u2543",
  lineUpBoldDownLeftRightBold: "\u2544",
  lineUpDownBoldLeftBoldRight: "\u2545",
  lineUpDownBoldLeftRightBold: "\u2546",
  lineUpDoubleDownDoubleLeftDoubleRightDouble: "\u256C",
  lineUpDoubleDownDoubleLeftRight: "\u256B",
  lineUpDownLeftDoubleRightDouble: "\u256A",
  lineCross: "\u2573",
  lineBackslash: "\u2572",
  lineSlash: "\u2571"
};
var specialMainSymbols = {
  tick: "\u2714",
  info: "\u2139",
  warning: "\u26A0",
  cross: "\u2718",
  squareSmall: "\u25FB",
  squareSmallFilled: "\u25FC",
  circle: "\u25EF",
  circleFilled: "\u25C9",
  circleDotted: "\u25CC",
  circleDouble: "\u25CE",
  circleCircle: "\u24DE",
  circleCross: "\u24E7",
  circlePipe: "\u24BE",
  radioOn: "\u25C9",
  radioOff: "\u25EF",
  checkboxOn: "\u2612",
  checkboxOff: "\u2610",
  checkboxCircleOn: "\u24E7",
  checkboxCircleOff: "\u24BE",
  pointer: "\u276F",
  triangleUpOutline: "\u25B3",
  triangleLeft: "\u25C0",
  triangleRight: "\u25B6",
  lozenge: "\u25C6",
  lozengeOutline: "\u25C7",
  hamburger: "\u2630",
  smiley: "\u32E1",
  mustache: "\u0DF4",
  star: "\u2605",
  play: "\u25B6",
  nodejs: "\u2B22",
  oneSeventh: "\u2150",
  oneNinth: "\u2151",
  oneTenth: "\u2152"
};
var specialFallbackSymbols = {
  tick: "\u221A",
  info: "i",
  warning: "\u203C",
  cross: "\xD7",
  squareSmall: "\u25A1",
  squareSmallFilled: "\u25A0",
  circle: "( )",
  circleFilled: "(*)",
  circleDotted: "( )",
  circleDouble: "( )",
  circleCircle: "(\u25CB)",
  circleCross: "(\xD7)",
  circlePipe: "(\u2502)",
  radioOn: "(*)",
  radioOff: "( )",
  checkboxOn: "[\xD7]",
  checkboxOff: "[ ]",
  checkboxCircleOn: "(\xD7)",
  checkboxCircleOff: "( )",
  pointer: ">",
  triangleUpOutline: "\u2206",
  triangleLeft: "\u25C4",
  triangleRight: "\u25BA",
  lozenge: "\u2666",
  lozengeOutline: "\u25CA",
  hamburger: "\u2261",
  smiley: "\u263A",
  mustache: "\u250C\u2500\u2510",
  star: "\u2736",
  play: "\u25BA",
  nodejs: "\u2666",
  oneSeventh: "1/7",
  oneNinth: "1/9",
  oneTenth: "1/10"
};
var mainSymbols = { ...common, ...specialMainSymbols };
var fallbackSymbols = { ...common, ...specialFallbackSymbols };
var shouldUseMain = isUnicodeSupported();
var figures = shouldUseMain ? mainSymbols : fallbackSymbols;
var figures_default = figures;
var replacements = Object.entries(specialMainSymbols);

// node_modules/yoctocolors/base.js
import tty from "node:tty";
var hasColors = tty?.WriteStream?.prototype?.hasColors?.() ?? false;
var format = (open, close) => {
  if (!hasColors) {
    return (input) => input;
  }
  const openCode = `\x1B[${open}m`;
  const closeCode = `\x1B[${close}m`;
  return (input) => {
    const string = input + "";
    let index = string.indexOf(closeCode);
    if (index === -1) {
      return openCode + string + closeCode;
    }
    let result = openCode;
    let lastIndex = 0;
    const reopenOnNestedClose = close === 22;
    const replaceCode = (reopenOnNestedClose ? closeCode : "") + openCode;
    while (index !== -1) {
      result += string.slice(lastIndex, index) + replaceCode;
      lastIndex = index + closeCode.length;
      index = string.indexOf(closeCode, lastIndex);
    }
    result += string.slice(lastIndex) + closeCode;
    return result;
  };
};
var reset = format(0, 0);
var bold = format(1, 22);
var dim = format(2, 22);
var italic = format(3, 23);
var underline = format(4, 24);
var underlineDouble = format("4:2", 24);
var underlineCurly = format("4:3", 24);
var underlineDotted = format("4:4", 24);
var underlineDashed = format("4:5", 24);
var overline = format(53, 55);
var inverse = format(7, 27);
var hidden = format(8, 28);
var strikethrough = format(9, 29);
var black = format(30, 39);
var red = format(31, 39);
var green = format(32, 39);
var yellow = format(33, 39);
var blue = format(34, 39);
var magenta = format(35, 39);
var cyan = format(36, 39);
var white = format(37, 39);
var gray = format(90, 39);
var bgBlack = format(40, 49);
var bgRed = format(41, 49);
var bgGreen = format(42, 49);
var bgYellow = format(43, 49);
var bgBlue = format(44, 49);
var bgMagenta = format(45, 49);
var bgCyan = format(46, 49);
var bgWhite = format(47, 49);
var bgGray = format(100, 49);
var redBright = format(91, 39);
var greenBright = format(92, 39);
var yellowBright = format(93, 39);
var blueBright = format(94, 39);
var magentaBright = format(95, 39);
var cyanBright = format(96, 39);
var whiteBright = format(97, 39);
var bgRedBright = format(101, 49);
var bgGreenBright = format(102, 49);
var bgYellowBright = format(103, 49);
var bgBlueBright = format(104, 49);
var bgMagentaBright = format(105, 49);
var bgCyanBright = format(106, 49);
var bgWhiteBright = format(107, 49);
var underlineBlack = format("58;5;0", 59);
var underlineRed = format("58;5;1", 59);
var underlineGreen = format("58;5;2", 59);
var underlineYellow = format("58;5;3", 59);
var underlineBlue = format("58;5;4", 59);
var underlineMagenta = format("58;5;5", 59);
var underlineCyan = format("58;5;6", 59);
var underlineWhite = format("58;5;7", 59);
var underlineGray = format("58;5;8", 59);
var underlineRedBright = format("58;5;9", 59);
var underlineGreenBright = format("58;5;10", 59);
var underlineYellowBright = format("58;5;11", 59);
var underlineBlueBright = format("58;5;12", 59);
var underlineMagentaBright = format("58;5;13", 59);
var underlineCyanBright = format("58;5;14", 59);
var underlineWhiteBright = format("58;5;15", 59);

// node_modules/execa/lib/verbose/default.js
var defaultVerboseFunction = ({
  type,
  message,
  timestamp,
  piped,
  commandId,
  result: { failed = false } = {},
  options: { reject = true }
}) => {
  const timestampString = serializeTimestamp(timestamp);
  const icon = ICONS[type]({ failed, reject, piped });
  const color = COLORS[type]({ reject });
  return `${gray(`[${timestampString}]`)} ${gray(`[${commandId}]`)} ${color(icon)} ${color(message)}`;
};
var serializeTimestamp = (timestamp) => `${padField(timestamp.getHours(), 2)}:${padField(timestamp.getMinutes(), 2)}:${padField(timestamp.getSeconds(), 2)}.${padField(timestamp.getMilliseconds(), 3)}`;
var padField = (field, padding) => String(field).padStart(padding, "0");
var getFinalIcon = ({ failed, reject }) => {
  if (!failed) {
    return figures_default.tick;
  }
  return reject ? figures_default.cross : figures_default.warning;
};
var ICONS = {
  command: ({ piped }) => piped ? "|" : "$",
  output: () => " ",
  ipc: () => "*",
  error: getFinalIcon,
  duration: getFinalIcon
};
var identity = (string) => string;
var COLORS = {
  command: () => bold,
  output: () => identity,
  ipc: () => identity,
  error: ({ reject }) => reject ? redBright : yellowBright,
  duration: () => gray
};

// node_modules/execa/lib/verbose/custom.js
var applyVerboseOnLines = (printedLines, verboseInfo, fdNumber) => {
  const verboseFunction = getVerboseFunction(verboseInfo, fdNumber);
  return printedLines.map(({ verboseLine, verboseObject }) => applyVerboseFunction(verboseLine, verboseObject, verboseFunction)).filter((printedLine) => printedLine !== void 0).map((printedLine) => appendNewline(printedLine)).join("");
};
var applyVerboseFunction = (verboseLine, verboseObject, verboseFunction) => {
  if (verboseFunction === void 0) {
    return verboseLine;
  }
  const printedLine = verboseFunction(verboseLine, verboseObject);
  if (typeof printedLine === "string") {
    return printedLine;
  }
};
var appendNewline = (printedLine) => printedLine.endsWith("\n") ? printedLine : `${printedLine}
`;

// node_modules/execa/lib/verbose/log.js
var verboseLog = ({ type, verboseMessage, fdNumber, verboseInfo, result }) => {
  const verboseObject = getVerboseObject({ type, result, verboseInfo });
  const printedLines = getPrintedLines(verboseMessage, verboseObject);
  const finalLines = applyVerboseOnLines(printedLines, verboseInfo, fdNumber);
  if (finalLines !== "") {
    console.warn(finalLines.slice(0, -1));
  }
};
var getVerboseObject = ({
  type,
  result,
  verboseInfo: { escapedCommand, commandId, rawOptions: { piped = false, ...options } }
}) => ({
  type,
  escapedCommand,
  commandId: `${commandId}`,
  timestamp: /* @__PURE__ */ new Date(),
  piped,
  result,
  options
});
var getPrintedLines = (verboseMessage, verboseObject) => verboseMessage.split("\n").map((message) => getPrintedLine({ ...verboseObject, message }));
var getPrintedLine = (verboseObject) => {
  const verboseLine = defaultVerboseFunction(verboseObject);
  return { verboseLine, verboseObject };
};
var serializeVerboseMessage = (message) => {
  const messageString = typeof message === "string" ? message : inspect(message);
  const escapedMessage = escapeLines(messageString);
  return escapedMessage.replaceAll("	", " ".repeat(TAB_SIZE));
};
var TAB_SIZE = 2;

// node_modules/execa/lib/verbose/start.js
var logCommand = (escapedCommand, verboseInfo) => {
  if (!isVerbose(verboseInfo)) {
    return;
  }
  verboseLog({
    type: "command",
    verboseMessage: escapedCommand,
    verboseInfo
  });
};

// node_modules/execa/lib/verbose/info.js
var getVerboseInfo = (verbose, escapedCommand, rawOptions) => {
  validateVerbose(verbose);
  const commandId = getCommandId(verbose);
  return {
    verbose,
    escapedCommand,
    commandId,
    rawOptions
  };
};
var getCommandId = (verbose) => isVerbose({ verbose }) ? COMMAND_ID++ : void 0;
var COMMAND_ID = 0n;
var validateVerbose = (verbose) => {
  for (const fdVerbose of verbose) {
    if (fdVerbose === false) {
      throw new TypeError(`The "verbose: false" option was renamed to "verbose: 'none'".`);
    }
    if (fdVerbose === true) {
      throw new TypeError(`The "verbose: true" option was renamed to "verbose: 'short'".`);
    }
    if (!VERBOSE_VALUES.includes(fdVerbose) && !isVerboseFunction(fdVerbose)) {
      const allowedValues = VERBOSE_VALUES.map((allowedValue) => `'${allowedValue}'`).join(", ");
      throw new TypeError(`The "verbose" option must not be ${fdVerbose}. Allowed values are: ${allowedValues} or a function.`);
    }
  }
};

// node_modules/execa/lib/return/duration.js
import { hrtime } from "node:process";
var getStartTime = () => hrtime.bigint();
var getDurationMs = (startTime) => Number(hrtime.bigint() - startTime) / 1e6;

// node_modules/execa/lib/arguments/command.js
var handleCommand = (filePath, rawArguments, rawOptions) => {
  const startTime = getStartTime();
  const { command, escapedCommand } = joinCommand(filePath, rawArguments);
  const verbose = normalizeFdSpecificOption(rawOptions, "verbose");
  const verboseInfo = getVerboseInfo(verbose, escapedCommand, { ...rawOptions });
  logCommand(escapedCommand, verboseInfo);
  return {
    command,
    escapedCommand,
    startTime,
    verboseInfo
  };
};

// node_modules/execa/lib/arguments/options.js
var import_cross_spawn = __toESM(require_cross_spawn(), 1);
import path5 from "node:path";
import process6 from "node:process";

// node_modules/npm-run-path/index.js
import process4 from "node:process";
import path2 from "node:path";

// node_modules/npm-run-path/node_modules/path-key/index.js
function pathKey(options = {}) {
  const {
    env: env2 = process.env,
    platform: platform2 = process.platform
  } = options;
  if (platform2 !== "win32") {
    return "PATH";
  }
  return Object.keys(env2).reverse().find((key2) => key2.toUpperCase() === "PATH") || "Path";
}

// node_modules/unicorn-magic/node.js
import { promisify } from "node:util";
import { execFile as execFileCallback, execFileSync as execFileSyncOriginal } from "node:child_process";
import path from "node:path";
import { fileURLToPath as fileURLToPath2 } from "node:url";
var execFileOriginal = promisify(execFileCallback);
function toPath(urlOrPath) {
  return urlOrPath instanceof URL ? fileURLToPath2(urlOrPath) : urlOrPath;
}
function traversePathUp(startPath) {
  return {
    *[Symbol.iterator]() {
      let currentPath = path.resolve(toPath(startPath));
      let previousPath;
      while (previousPath !== currentPath) {
        yield currentPath;
        previousPath = currentPath;
        currentPath = path.resolve(currentPath, "..");
      }
    }
  };
}
var TEN_MEGABYTES_IN_BYTES = 10 * 1024 * 1024;

// node_modules/npm-run-path/index.js
var npmRunPath = ({
  cwd = process4.cwd(),
  path: pathOption = process4.env[pathKey()],
  preferLocal = true,
  execPath: execPath2 = process4.execPath,
  addExecPath = true
} = {}) => {
  const cwdPath = path2.resolve(toPath(cwd));
  const result = [];
  const pathParts = pathOption.split(path2.delimiter);
  if (preferLocal) {
    applyPreferLocal(result, pathParts, cwdPath);
  }
  if (addExecPath) {
    applyExecPath(result, pathParts, execPath2, cwdPath);
  }
  return pathOption === "" || pathOption === path2.delimiter ? `${result.join(path2.delimiter)}${pathOption}` : [...result, pathOption].join(path2.delimiter);
};
var applyPreferLocal = (result, pathParts, cwdPath) => {
  for (const directory of traversePathUp(cwdPath)) {
    const pathPart = path2.join(directory, "node_modules/.bin");
    if (!pathParts.includes(pathPart)) {
      result.push(pathPart);
    }
  }
};
var applyExecPath = (result, pathParts, execPath2, cwdPath) => {
  const pathPart = path2.resolve(cwdPath, toPath(execPath2), "..");
  if (!pathParts.includes(pathPart)) {
    result.push(pathPart);
  }
};
var npmRunPathEnv = ({ env: env2 = process4.env, ...options } = {}) => {
  env2 = { ...env2 };
  const pathName = pathKey({ env: env2 });
  options.path = env2[pathName];
  env2[pathName] = npmRunPath(options);
  return env2;
};

// node_modules/execa/lib/terminate/kill.js
import { setTimeout as setTimeout2 } from "node:timers/promises";

// node_modules/execa/lib/return/final-error.js
var getFinalError = (originalError, message, isSync) => {
  const ErrorClass = isSync ? ExecaSyncError : ExecaError;
  const options = originalError instanceof DiscardedError ? {} : { cause: originalError };
  return new ErrorClass(message, options);
};
var DiscardedError = class extends Error {
};
var setErrorName = (ErrorClass, value) => {
  Object.defineProperty(ErrorClass.prototype, "name", {
    value,
    writable: true,
    enumerable: false,
    configurable: true
  });
  Object.defineProperty(ErrorClass.prototype, execaErrorSymbol, {
    value: true,
    writable: false,
    enumerable: false,
    configurable: false
  });
};
var isExecaError = (error) => isErrorInstance(error) && execaErrorSymbol in error;
var execaErrorSymbol = /* @__PURE__ */ Symbol("isExecaError");
var isErrorInstance = (value) => Object.prototype.toString.call(value) === "[object Error]";
var ExecaError = class extends Error {
};
setErrorName(ExecaError, ExecaError.name);
var ExecaSyncError = class extends Error {
};
setErrorName(ExecaSyncError, ExecaSyncError.name);

// node_modules/execa/lib/terminate/signal.js
import { constants as constants4 } from "node:os";

// node_modules/human-signals/build/src/main.js
import { constants as constants3 } from "node:os";

// node_modules/human-signals/build/src/realtime.js
var getRealtimeSignals = () => {
  const length = SIGRTMAX - SIGRTMIN + 1;
  return Array.from({ length }, getRealtimeSignal);
};
var getRealtimeSignal = (value, index) => ({
  name: `SIGRT${index + 1}`,
  number: SIGRTMIN + index,
  action: "terminate",
  description: "Application-specific signal (realtime)",
  standard: "posix"
});
var SIGRTMIN = 34;
var SIGRTMAX = 64;

// node_modules/human-signals/build/src/signals.js
import { constants as constants2 } from "node:os";

// node_modules/human-signals/build/src/core.js
var SIGNALS = [
  {
    name: "SIGHUP",
    number: 1,
    action: "terminate",
    description: "Terminal closed",
    standard: "posix"
  },
  {
    name: "SIGINT",
    number: 2,
    action: "terminate",
    description: "User interruption with CTRL-C",
    standard: "ansi"
  },
  {
    name: "SIGQUIT",
    number: 3,
    action: "core",
    description: "User interruption with CTRL-\\",
    standard: "posix"
  },
  {
    name: "SIGILL",
    number: 4,
    action: "core",
    description: "Invalid machine instruction",
    standard: "ansi"
  },
  {
    name: "SIGTRAP",
    number: 5,
    action: "core",
    description: "Debugger breakpoint",
    standard: "posix"
  },
  {
    name: "SIGABRT",
    number: 6,
    action: "core",
    description: "Aborted",
    standard: "ansi"
  },
  {
    name: "SIGIOT",
    number: 6,
    action: "core",
    description: "Aborted",
    standard: "bsd"
  },
  {
    name: "SIGBUS",
    number: 7,
    action: "core",
    description: "Bus error due to misaligned, non-existing address or paging error",
    standard: "bsd"
  },
  {
    name: "SIGEMT",
    number: 7,
    action: "terminate",
    description: "Command should be emulated but is not implemented",
    standard: "other"
  },
  {
    name: "SIGFPE",
    number: 8,
    action: "core",
    description: "Floating point arithmetic error",
    standard: "ansi"
  },
  {
    name: "SIGKILL",
    number: 9,
    action: "terminate",
    description: "Forced termination",
    standard: "posix",
    forced: true
  },
  {
    name: "SIGUSR1",
    number: 10,
    action: "terminate",
    description: "Application-specific signal",
    standard: "posix"
  },
  {
    name: "SIGSEGV",
    number: 11,
    action: "core",
    description: "Segmentation fault",
    standard: "ansi"
  },
  {
    name: "SIGUSR2",
    number: 12,
    action: "terminate",
    description: "Application-specific signal",
    standard: "posix"
  },
  {
    name: "SIGPIPE",
    number: 13,
    action: "terminate",
    description: "Broken pipe or socket",
    standard: "posix"
  },
  {
    name: "SIGALRM",
    number: 14,
    action: "terminate",
    description: "Timeout or timer",
    standard: "posix"
  },
  {
    name: "SIGTERM",
    number: 15,
    action: "terminate",
    description: "Termination",
    standard: "ansi"
  },
  {
    name: "SIGSTKFLT",
    number: 16,
    action: "terminate",
    description: "Stack is empty or overflowed",
    standard: "other"
  },
  {
    name: "SIGCHLD",
    number: 17,
    action: "ignore",
    description: "Child process terminated, paused or unpaused",
    standard: "posix"
  },
  {
    name: "SIGCLD",
    number: 17,
    action: "ignore",
    description: "Child process terminated, paused or unpaused",
    standard: "other"
  },
  {
    name: "SIGCONT",
    number: 18,
    action: "unpause",
    description: "Unpaused",
    standard: "posix",
    forced: true
  },
  {
    name: "SIGSTOP",
    number: 19,
    action: "pause",
    description: "Paused",
    standard: "posix",
    forced: true
  },
  {
    name: "SIGTSTP",
    number: 20,
    action: "pause",
    description: 'Paused using CTRL-Z or "suspend"',
    standard: "posix"
  },
  {
    name: "SIGTTIN",
    number: 21,
    action: "pause",
    description: "Background process cannot read terminal input",
    standard: "posix"
  },
  {
    name: "SIGBREAK",
    number: 21,
    action: "terminate",
    description: "User interruption with CTRL-BREAK",
    standard: "other"
  },
  {
    name: "SIGTTOU",
    number: 22,
    action: "pause",
    description: "Background process cannot write to terminal output",
    standard: "posix"
  },
  {
    name: "SIGURG",
    number: 23,
    action: "ignore",
    description: "Socket received out-of-band data",
    standard: "bsd"
  },
  {
    name: "SIGXCPU",
    number: 24,
    action: "core",
    description: "Process timed out",
    standard: "bsd"
  },
  {
    name: "SIGXFSZ",
    number: 25,
    action: "core",
    description: "File too big",
    standard: "bsd"
  },
  {
    name: "SIGVTALRM",
    number: 26,
    action: "terminate",
    description: "Timeout or timer",
    standard: "bsd"
  },
  {
    name: "SIGPROF",
    number: 27,
    action: "terminate",
    description: "Timeout or timer",
    standard: "bsd"
  },
  {
    name: "SIGWINCH",
    number: 28,
    action: "ignore",
    description: "Terminal window size changed",
    standard: "bsd"
  },
  {
    name: "SIGIO",
    number: 29,
    action: "terminate",
    description: "I/O is available",
    standard: "other"
  },
  {
    name: "SIGPOLL",
    number: 29,
    action: "terminate",
    description: "Watched event",
    standard: "other"
  },
  {
    name: "SIGINFO",
    number: 29,
    action: "ignore",
    description: "Request for process information",
    standard: "other"
  },
  {
    name: "SIGPWR",
    number: 30,
    action: "terminate",
    description: "Device running out of power",
    standard: "systemv"
  },
  {
    name: "SIGSYS",
    number: 31,
    action: "core",
    description: "Invalid system call",
    standard: "other"
  },
  {
    name: "SIGUNUSED",
    number: 31,
    action: "terminate",
    description: "Invalid system call",
    standard: "other"
  }
];

// node_modules/human-signals/build/src/signals.js
var getSignals = () => {
  const realtimeSignals = getRealtimeSignals();
  const signals2 = [...SIGNALS, ...realtimeSignals].map(normalizeSignal);
  return signals2;
};
var normalizeSignal = ({
  name,
  number: defaultNumber,
  description,
  action,
  forced = false,
  standard
}) => {
  const {
    signals: { [name]: constantSignal }
  } = constants2;
  const supported = constantSignal !== void 0;
  const number = supported ? constantSignal : defaultNumber;
  return { name, number, description, supported, action, forced, standard };
};

// node_modules/human-signals/build/src/main.js
var getSignalsByName = () => {
  const signals2 = getSignals();
  return Object.fromEntries(signals2.map(getSignalByName));
};
var getSignalByName = ({
  name,
  number,
  description,
  supported,
  action,
  forced,
  standard
}) => [name, { name, number, description, supported, action, forced, standard }];
var signalsByName = getSignalsByName();
var getSignalsByNumber = () => {
  const signals2 = getSignals();
  const length = SIGRTMAX + 1;
  const signalsA = Array.from(
    { length },
    (value, number) => getSignalByNumber(number, signals2)
  );
  return Object.assign({}, ...signalsA);
};
var getSignalByNumber = (number, signals2) => {
  const signal = findSignalByNumber(number, signals2);
  if (signal === void 0) {
    return {};
  }
  const { name, description, supported, action, forced, standard } = signal;
  return {
    [number]: {
      name,
      number,
      description,
      supported,
      action,
      forced,
      standard
    }
  };
};
var findSignalByNumber = (number, signals2) => {
  const signal = signals2.find(({ name }) => constants3.signals[name] === number);
  if (signal !== void 0) {
    return signal;
  }
  return signals2.find((signalA) => signalA.number === number);
};
var signalsByNumber = getSignalsByNumber();

// node_modules/execa/lib/terminate/signal.js
var normalizeKillSignal = (killSignal) => {
  const optionName = "option `killSignal`";
  if (killSignal === 0) {
    throw new TypeError(`Invalid ${optionName}: 0 cannot be used.`);
  }
  return normalizeSignal2(killSignal, optionName);
};
var normalizeSignalArgument = (signal) => signal === 0 ? signal : normalizeSignal2(signal, "`subprocess.kill()`'s argument");
var normalizeSignal2 = (signalNameOrInteger, optionName) => {
  if (Number.isInteger(signalNameOrInteger)) {
    return normalizeSignalInteger(signalNameOrInteger, optionName);
  }
  if (typeof signalNameOrInteger === "string") {
    return normalizeSignalName(signalNameOrInteger, optionName);
  }
  throw new TypeError(`Invalid ${optionName} ${String(signalNameOrInteger)}: it must be a string or an integer.
${getAvailableSignals()}`);
};
var normalizeSignalInteger = (signalInteger, optionName) => {
  if (signalsIntegerToName.has(signalInteger)) {
    return signalsIntegerToName.get(signalInteger);
  }
  throw new TypeError(`Invalid ${optionName} ${signalInteger}: this signal integer does not exist.
${getAvailableSignals()}`);
};
var getSignalsIntegerToName = () => new Map(Object.entries(constants4.signals).reverse().map(([signalName, signalInteger]) => [signalInteger, signalName]));
var signalsIntegerToName = getSignalsIntegerToName();
var normalizeSignalName = (signalName, optionName) => {
  if (signalName in constants4.signals) {
    return signalName;
  }
  if (signalName.toUpperCase() in constants4.signals) {
    throw new TypeError(`Invalid ${optionName} '${signalName}': please rename it to '${signalName.toUpperCase()}'.`);
  }
  throw new TypeError(`Invalid ${optionName} '${signalName}': this signal name does not exist.
${getAvailableSignals()}`);
};
var getAvailableSignals = () => `Available signal names: ${getAvailableSignalNames()}.
Available signal numbers: ${getAvailableSignalIntegers()}.`;
var getAvailableSignalNames = () => Object.keys(constants4.signals).sort().map((signalName) => `'${signalName}'`).join(", ");
var getAvailableSignalIntegers = () => [...new Set(Object.values(constants4.signals).sort((signalInteger, signalIntegerTwo) => signalInteger - signalIntegerTwo))].join(", ");
var getSignalDescription = (signal) => signalsByName[signal].description;

// node_modules/execa/lib/terminate/kill.js
var normalizeForceKillAfterDelay = (forceKillAfterDelay) => {
  if (forceKillAfterDelay === false) {
    return forceKillAfterDelay;
  }
  if (forceKillAfterDelay === true) {
    return DEFAULT_FORCE_KILL_TIMEOUT;
  }
  if (!Number.isFinite(forceKillAfterDelay) || forceKillAfterDelay < 0) {
    throw new TypeError(`Expected the \`forceKillAfterDelay\` option to be a non-negative integer, got \`${forceKillAfterDelay}\` (${typeof forceKillAfterDelay})`);
  }
  return forceKillAfterDelay;
};
var DEFAULT_FORCE_KILL_TIMEOUT = 1e3 * 5;
var subprocessKill = ({ kill, options: { forceKillAfterDelay, killSignal }, onInternalError, context, controller }, signalOrError, errorArgument) => {
  const { signal, error } = parseKillArguments(signalOrError, errorArgument, killSignal);
  emitKillError(error, onInternalError);
  const killResult = kill(signal);
  setKillTimeout({
    kill,
    signal,
    forceKillAfterDelay,
    killSignal,
    killResult,
    context,
    controller
  });
  return killResult;
};
var parseKillArguments = (signalOrError, errorArgument, killSignal) => {
  const [signal = killSignal, error] = isErrorInstance(signalOrError) ? [void 0, signalOrError] : [signalOrError, errorArgument];
  if (typeof signal !== "string" && !Number.isInteger(signal)) {
    throw new TypeError(`The first argument must be an error instance or a signal name string/integer: ${String(signal)}`);
  }
  if (error !== void 0 && !isErrorInstance(error)) {
    throw new TypeError(`The second argument is optional. If specified, it must be an error instance: ${error}`);
  }
  return { signal: normalizeSignalArgument(signal), error };
};
var emitKillError = (error, onInternalError) => {
  if (error !== void 0) {
    onInternalError.reject(error);
  }
};
var setKillTimeout = async ({ kill, signal, forceKillAfterDelay, killSignal, killResult, context, controller }) => {
  if (signal === killSignal && killResult) {
    killOnTimeout({
      kill,
      forceKillAfterDelay,
      context,
      controllerSignal: controller.signal
    });
  }
};
var killOnTimeout = async ({ kill, forceKillAfterDelay, context, controllerSignal }) => {
  if (forceKillAfterDelay === false) {
    return;
  }
  try {
    await setTimeout2(forceKillAfterDelay, void 0, { signal: controllerSignal });
    if (kill("SIGKILL")) {
      context.isForcefullyTerminated ??= true;
    }
  } catch {
  }
};

// node_modules/execa/lib/utils/abort-signal.js
import { once } from "node:events";
var onAbortedSignal = async (mainSignal, stopSignal) => {
  if (!mainSignal.aborted) {
    await once(mainSignal, "abort", { signal: stopSignal });
  }
};

// node_modules/execa/lib/terminate/cancel.js
var validateCancelSignal = ({ cancelSignal }) => {
  if (cancelSignal !== void 0 && Object.prototype.toString.call(cancelSignal) !== "[object AbortSignal]") {
    throw new Error(`The \`cancelSignal\` option must be an AbortSignal: ${String(cancelSignal)}`);
  }
};
var throwOnCancel = ({ subprocess, cancelSignal, gracefulCancel, context, controller }) => cancelSignal === void 0 || gracefulCancel ? [] : [terminateOnCancel(subprocess, cancelSignal, context, controller)];
var terminateOnCancel = async (subprocess, cancelSignal, context, { signal }) => {
  await onAbortedSignal(cancelSignal, signal);
  context.terminationReason ??= "cancel";
  subprocess.kill();
  throw cancelSignal.reason;
};

// node_modules/execa/lib/ipc/graceful.js
import { scheduler as scheduler2 } from "node:timers/promises";

// node_modules/execa/lib/ipc/send.js
import { promisify as promisify2 } from "node:util";

// node_modules/execa/lib/ipc/validation.js
var validateIpcMethod = ({ methodName, isSubprocess, ipc, isConnected: isConnected2 }) => {
  validateIpcOption(methodName, isSubprocess, ipc);
  validateConnection(methodName, isSubprocess, isConnected2);
};
var validateIpcOption = (methodName, isSubprocess, ipc) => {
  if (!ipc) {
    throw new Error(`${getMethodName(methodName, isSubprocess)} can only be used if the \`ipc\` option is \`true\`.`);
  }
};
var validateConnection = (methodName, isSubprocess, isConnected2) => {
  if (!isConnected2) {
    throw new Error(`${getMethodName(methodName, isSubprocess)} cannot be used: the ${getOtherProcessName(isSubprocess)} has already exited or disconnected.`);
  }
};
var throwOnEarlyDisconnect = (isSubprocess) => {
  throw new Error(`${getMethodName("getOneMessage", isSubprocess)} could not complete: the ${getOtherProcessName(isSubprocess)} exited or disconnected.`);
};
var throwOnStrictDeadlockError = (isSubprocess) => {
  throw new Error(`${getMethodName("sendMessage", isSubprocess)} failed: the ${getOtherProcessName(isSubprocess)} is sending a message too, instead of listening to incoming messages.
This can be fixed by both sending a message and listening to incoming messages at the same time:

const [receivedMessage] = await Promise.all([
	${getMethodName("getOneMessage", isSubprocess)},
	${getMethodName("sendMessage", isSubprocess, "message, {strict: true}")},
]);`);
};
var getStrictResponseError = (error, isSubprocess) => new Error(`${getMethodName("sendMessage", isSubprocess)} failed when sending an acknowledgment response to the ${getOtherProcessName(isSubprocess)}.`, { cause: error });
var throwOnMissingStrict = (isSubprocess) => {
  throw new Error(`${getMethodName("sendMessage", isSubprocess)} failed: the ${getOtherProcessName(isSubprocess)} is not listening to incoming messages.`);
};
var throwOnStrictDisconnect = (isSubprocess) => {
  throw new Error(`${getMethodName("sendMessage", isSubprocess)} failed: the ${getOtherProcessName(isSubprocess)} exited without listening to incoming messages.`);
};
var getAbortDisconnectError = () => new Error(`\`cancelSignal\` aborted: the ${getOtherProcessName(true)} disconnected.`);
var throwOnMissingParent = () => {
  throw new Error("`getCancelSignal()` cannot be used without setting the `cancelSignal` subprocess option.");
};
var handleEpipeError = ({ error, methodName, isSubprocess }) => {
  if (error.code === "EPIPE") {
    throw new Error(`${getMethodName(methodName, isSubprocess)} cannot be used: the ${getOtherProcessName(isSubprocess)} is disconnecting.`, { cause: error });
  }
};
var handleSerializationError = ({ error, methodName, isSubprocess, message }) => {
  if (isSerializationError(error)) {
    throw new Error(`${getMethodName(methodName, isSubprocess)}'s argument type is invalid: the message cannot be serialized: ${String(message)}.`, { cause: error });
  }
};
var isSerializationError = ({ code, message }) => SERIALIZATION_ERROR_CODES.has(code) || SERIALIZATION_ERROR_MESSAGES.some((serializationErrorMessage) => message.includes(serializationErrorMessage));
var SERIALIZATION_ERROR_CODES = /* @__PURE__ */ new Set([
  // Message is `undefined`
  "ERR_MISSING_ARGS",
  // Message is a function, a bigint, a symbol
  "ERR_INVALID_ARG_TYPE"
]);
var SERIALIZATION_ERROR_MESSAGES = [
  // Message is a promise or a proxy, with `serialization: 'advanced'`
  "could not be cloned",
  // Message has cycles, with `serialization: 'json'`
  "circular structure",
  // Message has cycles inside toJSON(), with `serialization: 'json'`
  "call stack size exceeded"
];
var getMethodName = (methodName, isSubprocess, parameters = "") => methodName === "cancelSignal" ? "`cancelSignal`'s `controller.abort()`" : `${getNamespaceName(isSubprocess)}${methodName}(${parameters})`;
var getNamespaceName = (isSubprocess) => isSubprocess ? "" : "subprocess.";
var getOtherProcessName = (isSubprocess) => isSubprocess ? "parent process" : "subprocess";
var disconnect = (anyProcess) => {
  if (anyProcess.connected) {
    anyProcess.disconnect();
  }
};

// node_modules/execa/lib/utils/deferred.js
var createDeferred = () => {
  const methods = {};
  const promise = new Promise((resolve3, reject) => {
    Object.assign(methods, { resolve: resolve3, reject });
  });
  return Object.assign(promise, methods);
};

// node_modules/execa/lib/arguments/fd-options.js
var getToStream = (destination, to = "stdin") => {
  const isWritable = true;
  const { options, fileDescriptors } = SUBPROCESS_OPTIONS.get(destination);
  const fdNumber = getFdNumber(fileDescriptors, to, isWritable);
  const destinationStream = destination.stdio[fdNumber];
  if (destinationStream === null) {
    throw new TypeError(getInvalidStdioOptionMessage(fdNumber, to, options, isWritable));
  }
  return destinationStream;
};
var getFromStream = (source, from = "stdout") => {
  const isWritable = false;
  const { options, fileDescriptors } = SUBPROCESS_OPTIONS.get(source);
  const fdNumber = getFdNumber(fileDescriptors, from, isWritable);
  const sourceStream = fdNumber === "all" ? source.all : source.stdio[fdNumber];
  if (sourceStream === null || sourceStream === void 0) {
    throw new TypeError(getInvalidStdioOptionMessage(fdNumber, from, options, isWritable));
  }
  return sourceStream;
};
var SUBPROCESS_OPTIONS = /* @__PURE__ */ new WeakMap();
var getFdNumber = (fileDescriptors, fdName, isWritable) => {
  const fdNumber = parseFdNumber(fdName, isWritable);
  validateFdNumber(fdNumber, fdName, isWritable, fileDescriptors);
  return fdNumber;
};
var parseFdNumber = (fdName, isWritable) => {
  const fdNumber = parseFd(fdName);
  if (fdNumber !== void 0) {
    return fdNumber;
  }
  const { validOptions, defaultValue } = isWritable ? { validOptions: '"stdin"', defaultValue: "stdin" } : { validOptions: '"stdout", "stderr", "all"', defaultValue: "stdout" };
  throw new TypeError(`"${getOptionName(isWritable)}" must not be "${fdName}".
It must be ${validOptions} or "fd3", "fd4" (and so on).
It is optional and defaults to "${defaultValue}".`);
};
var validateFdNumber = (fdNumber, fdName, isWritable, fileDescriptors) => {
  const fileDescriptor = fileDescriptors[getUsedDescriptor(fdNumber)];
  if (fileDescriptor === void 0) {
    throw new TypeError(`"${getOptionName(isWritable)}" must not be ${fdName}. That file descriptor does not exist.
Please set the "stdio" option to ensure that file descriptor exists.`);
  }
  if (fileDescriptor.direction === "input" && !isWritable) {
    throw new TypeError(`"${getOptionName(isWritable)}" must not be ${fdName}. It must be a readable stream, not writable.`);
  }
  if (fileDescriptor.direction !== "input" && isWritable) {
    throw new TypeError(`"${getOptionName(isWritable)}" must not be ${fdName}. It must be a writable stream, not readable.`);
  }
};
var getInvalidStdioOptionMessage = (fdNumber, fdName, options, isWritable) => {
  if (fdNumber === "all" && !options.all) {
    return `The "all" option must be true to use "from: 'all'".`;
  }
  const { optionName, optionValue: optionValue2 } = getInvalidStdioOption(fdNumber, options);
  return `The "${optionName}: ${serializeOptionValue(optionValue2)}" option is incompatible with using "${getOptionName(isWritable)}: ${serializeOptionValue(fdName)}".
Please set this option with "pipe" instead.`;
};
var getInvalidStdioOption = (fdNumber, { stdin, stdout, stderr, stdio }) => {
  const usedDescriptor = getUsedDescriptor(fdNumber);
  if (usedDescriptor === 0 && stdin !== void 0) {
    return { optionName: "stdin", optionValue: stdin };
  }
  if (usedDescriptor === 1 && stdout !== void 0) {
    return { optionName: "stdout", optionValue: stdout };
  }
  if (usedDescriptor === 2 && stderr !== void 0) {
    return { optionName: "stderr", optionValue: stderr };
  }
  return { optionName: `stdio[${usedDescriptor}]`, optionValue: stdio[usedDescriptor] };
};
var getUsedDescriptor = (fdNumber) => fdNumber === "all" ? 1 : fdNumber;
var getOptionName = (isWritable) => isWritable ? "to" : "from";
var serializeOptionValue = (value) => {
  if (typeof value === "string") {
    return `'${value}'`;
  }
  return typeof value === "number" ? `${value}` : "Stream";
};

// node_modules/execa/lib/ipc/strict.js
import { once as once3 } from "node:events";

// node_modules/execa/lib/utils/max-listeners.js
import { addAbortListener } from "node:events";
var incrementMaxListeners = (eventEmitter, maxListenersIncrement, signal) => {
  const maxListeners = eventEmitter.getMaxListeners();
  if (maxListeners === 0 || maxListeners === Number.POSITIVE_INFINITY) {
    return;
  }
  eventEmitter.setMaxListeners(maxListeners + maxListenersIncrement);
  addAbortListener(signal, () => {
    eventEmitter.setMaxListeners(eventEmitter.getMaxListeners() - maxListenersIncrement);
  });
};

// node_modules/execa/lib/ipc/forward.js
import { EventEmitter } from "node:events";

// node_modules/execa/lib/ipc/incoming.js
import { once as once2 } from "node:events";
import { scheduler } from "node:timers/promises";

// node_modules/execa/lib/ipc/reference.js
var addReference = (channel, reference) => {
  if (reference) {
    addReferenceCount(channel);
  }
};
var addReferenceCount = (channel) => {
  channel.refCounted();
};
var removeReference = (channel, reference) => {
  if (reference) {
    removeReferenceCount(channel);
  }
};
var removeReferenceCount = (channel) => {
  channel.unrefCounted();
};
var undoAddedReferences = (channel, isSubprocess) => {
  if (isSubprocess) {
    removeReferenceCount(channel);
    removeReferenceCount(channel);
  }
};
var redoAddedReferences = (channel, isSubprocess) => {
  if (isSubprocess) {
    addReferenceCount(channel);
    addReferenceCount(channel);
  }
};

// node_modules/execa/lib/ipc/incoming.js
var onMessage = async ({ anyProcess, channel, isSubprocess, ipcEmitter }, wrappedMessage) => {
  if (handleStrictResponse(wrappedMessage) || handleAbort(wrappedMessage)) {
    return;
  }
  if (!INCOMING_MESSAGES.has(anyProcess)) {
    INCOMING_MESSAGES.set(anyProcess, []);
  }
  const incomingMessages = INCOMING_MESSAGES.get(anyProcess);
  incomingMessages.push(wrappedMessage);
  if (incomingMessages.length > 1) {
    return;
  }
  while (incomingMessages.length > 0) {
    await waitForOutgoingMessages(anyProcess, ipcEmitter, wrappedMessage);
    await scheduler.yield();
    const message = await handleStrictRequest({
      wrappedMessage: incomingMessages[0],
      anyProcess,
      channel,
      isSubprocess,
      ipcEmitter
    });
    incomingMessages.shift();
    ipcEmitter.emit("message", message);
    ipcEmitter.emit("message:done");
  }
};
var onDisconnect = async ({ anyProcess, channel, isSubprocess, ipcEmitter, boundOnMessage }) => {
  abortOnDisconnect();
  const incomingMessages = INCOMING_MESSAGES.get(anyProcess);
  while (incomingMessages?.length > 0) {
    await once2(ipcEmitter, "message:done");
  }
  anyProcess.removeListener("message", boundOnMessage);
  redoAddedReferences(channel, isSubprocess);
  ipcEmitter.connected = false;
  ipcEmitter.emit("disconnect");
};
var INCOMING_MESSAGES = /* @__PURE__ */ new WeakMap();

// node_modules/execa/lib/ipc/forward.js
var getIpcEmitter = (anyProcess, channel, isSubprocess) => {
  if (IPC_EMITTERS.has(anyProcess)) {
    return IPC_EMITTERS.get(anyProcess);
  }
  const ipcEmitter = new EventEmitter();
  ipcEmitter.connected = true;
  IPC_EMITTERS.set(anyProcess, ipcEmitter);
  forwardEvents({
    ipcEmitter,
    anyProcess,
    channel,
    isSubprocess
  });
  return ipcEmitter;
};
var IPC_EMITTERS = /* @__PURE__ */ new WeakMap();
var forwardEvents = ({ ipcEmitter, anyProcess, channel, isSubprocess }) => {
  const boundOnMessage = onMessage.bind(void 0, {
    anyProcess,
    channel,
    isSubprocess,
    ipcEmitter
  });
  anyProcess.on("message", boundOnMessage);
  anyProcess.once("disconnect", onDisconnect.bind(void 0, {
    anyProcess,
    channel,
    isSubprocess,
    ipcEmitter,
    boundOnMessage
  }));
  undoAddedReferences(channel, isSubprocess);
};
var isConnected = (anyProcess) => {
  const ipcEmitter = IPC_EMITTERS.get(anyProcess);
  return ipcEmitter === void 0 ? anyProcess.channel !== null : ipcEmitter.connected;
};

// node_modules/execa/lib/ipc/strict.js
var handleSendStrict = ({ anyProcess, channel, isSubprocess, message, strict }) => {
  if (!strict) {
    return message;
  }
  const ipcEmitter = getIpcEmitter(anyProcess, channel, isSubprocess);
  const hasListeners = hasMessageListeners(anyProcess, ipcEmitter);
  return {
    id: count++,
    type: REQUEST_TYPE,
    message,
    hasListeners
  };
};
var count = 0n;
var validateStrictDeadlock = (outgoingMessages, wrappedMessage) => {
  if (wrappedMessage?.type !== REQUEST_TYPE || wrappedMessage.hasListeners) {
    return;
  }
  for (const { id } of outgoingMessages) {
    if (id !== void 0) {
      STRICT_RESPONSES[id].resolve({ isDeadlock: true, hasListeners: false });
    }
  }
};
var handleStrictRequest = async ({ wrappedMessage, anyProcess, channel, isSubprocess, ipcEmitter }) => {
  if (wrappedMessage?.type !== REQUEST_TYPE || !anyProcess.connected) {
    return wrappedMessage;
  }
  const { id, message } = wrappedMessage;
  const response = { id, type: RESPONSE_TYPE, message: hasMessageListeners(anyProcess, ipcEmitter) };
  try {
    await sendMessage({
      anyProcess,
      channel,
      isSubprocess,
      ipc: true
    }, response);
  } catch (error) {
    ipcEmitter.emit("strict:error", error);
  }
  return message;
};
var handleStrictResponse = (wrappedMessage) => {
  if (wrappedMessage?.type !== RESPONSE_TYPE) {
    return false;
  }
  const { id, message: hasListeners } = wrappedMessage;
  STRICT_RESPONSES[id]?.resolve({ isDeadlock: false, hasListeners });
  return true;
};
var waitForStrictResponse = async (wrappedMessage, anyProcess, isSubprocess) => {
  if (wrappedMessage?.type !== REQUEST_TYPE) {
    return;
  }
  const deferred = createDeferred();
  STRICT_RESPONSES[wrappedMessage.id] = deferred;
  const controller = new AbortController();
  try {
    const { isDeadlock, hasListeners } = await Promise.race([
      deferred,
      throwOnDisconnect(anyProcess, isSubprocess, controller)
    ]);
    if (isDeadlock) {
      throwOnStrictDeadlockError(isSubprocess);
    }
    if (!hasListeners) {
      throwOnMissingStrict(isSubprocess);
    }
  } finally {
    controller.abort();
    delete STRICT_RESPONSES[wrappedMessage.id];
  }
};
var STRICT_RESPONSES = {};
var throwOnDisconnect = async (anyProcess, isSubprocess, { signal }) => {
  incrementMaxListeners(anyProcess, 1, signal);
  await once3(anyProcess, "disconnect", { signal });
  throwOnStrictDisconnect(isSubprocess);
};
var REQUEST_TYPE = "execa:ipc:request";
var RESPONSE_TYPE = "execa:ipc:response";

// node_modules/execa/lib/ipc/outgoing.js
var startSendMessage = (anyProcess, wrappedMessage, strict) => {
  if (!OUTGOING_MESSAGES.has(anyProcess)) {
    OUTGOING_MESSAGES.set(anyProcess, /* @__PURE__ */ new Set());
  }
  const outgoingMessages = OUTGOING_MESSAGES.get(anyProcess);
  const onMessageSent = createDeferred();
  const id = strict ? wrappedMessage.id : void 0;
  const outgoingMessage = { onMessageSent, id };
  outgoingMessages.add(outgoingMessage);
  return { outgoingMessages, outgoingMessage };
};
var endSendMessage = ({ outgoingMessages, outgoingMessage }) => {
  outgoingMessages.delete(outgoingMessage);
  outgoingMessage.onMessageSent.resolve();
};
var waitForOutgoingMessages = async (anyProcess, ipcEmitter, wrappedMessage) => {
  while (!hasMessageListeners(anyProcess, ipcEmitter) && OUTGOING_MESSAGES.get(anyProcess)?.size > 0) {
    const outgoingMessages = [...OUTGOING_MESSAGES.get(anyProcess)];
    validateStrictDeadlock(outgoingMessages, wrappedMessage);
    await Promise.all(outgoingMessages.map(({ onMessageSent }) => onMessageSent));
  }
};
var OUTGOING_MESSAGES = /* @__PURE__ */ new WeakMap();
var hasMessageListeners = (anyProcess, ipcEmitter) => ipcEmitter.listenerCount("message") > getMinListenerCount(anyProcess);
var getMinListenerCount = (anyProcess) => SUBPROCESS_OPTIONS.has(anyProcess) && !getFdSpecificValue(SUBPROCESS_OPTIONS.get(anyProcess).options.buffer, "ipc") ? 1 : 0;

// node_modules/execa/lib/ipc/send.js
var sendMessage = ({ anyProcess, channel, isSubprocess, ipc }, message, { strict = false } = {}) => {
  const methodName = "sendMessage";
  validateIpcMethod({
    methodName,
    isSubprocess,
    ipc,
    isConnected: anyProcess.connected
  });
  return sendMessageAsync({
    anyProcess,
    channel,
    methodName,
    isSubprocess,
    message,
    strict
  });
};
var sendMessageAsync = async ({ anyProcess, channel, methodName, isSubprocess, message, strict }) => {
  const wrappedMessage = handleSendStrict({
    anyProcess,
    channel,
    isSubprocess,
    message,
    strict
  });
  const outgoingMessagesState = startSendMessage(anyProcess, wrappedMessage, strict);
  try {
    await sendOneMessage({
      anyProcess,
      methodName,
      isSubprocess,
      wrappedMessage,
      message
    });
  } catch (error) {
    disconnect(anyProcess);
    throw error;
  } finally {
    endSendMessage(outgoingMessagesState);
  }
};
var sendOneMessage = async ({ anyProcess, methodName, isSubprocess, wrappedMessage, message }) => {
  const sendMethod = getSendMethod(anyProcess);
  try {
    await Promise.all([
      waitForStrictResponse(wrappedMessage, anyProcess, isSubprocess),
      sendMethod(wrappedMessage)
    ]);
  } catch (error) {
    handleEpipeError({ error, methodName, isSubprocess });
    handleSerializationError({
      error,
      methodName,
      isSubprocess,
      message
    });
    throw error;
  }
};
var getSendMethod = (anyProcess) => {
  if (PROCESS_SEND_METHODS.has(anyProcess)) {
    return PROCESS_SEND_METHODS.get(anyProcess);
  }
  const sendMethod = promisify2(anyProcess.send.bind(anyProcess));
  PROCESS_SEND_METHODS.set(anyProcess, sendMethod);
  return sendMethod;
};
var PROCESS_SEND_METHODS = /* @__PURE__ */ new WeakMap();

// node_modules/execa/lib/ipc/graceful.js
var sendAbort = (subprocess, message) => {
  const methodName = "cancelSignal";
  validateConnection(methodName, false, subprocess.connected);
  return sendOneMessage({
    anyProcess: subprocess,
    methodName,
    isSubprocess: false,
    wrappedMessage: { type: GRACEFUL_CANCEL_TYPE, message },
    message
  });
};
var getCancelSignal = async ({ anyProcess, channel, isSubprocess, ipc }) => {
  await startIpc({
    anyProcess,
    channel,
    isSubprocess,
    ipc
  });
  return cancelController.signal;
};
var startIpc = async ({ anyProcess, channel, isSubprocess, ipc }) => {
  if (cancelListening) {
    return;
  }
  cancelListening = true;
  if (!ipc) {
    throwOnMissingParent();
    return;
  }
  if (channel === null) {
    abortOnDisconnect();
    return;
  }
  getIpcEmitter(anyProcess, channel, isSubprocess);
  await scheduler2.yield();
};
var cancelListening = false;
var handleAbort = (wrappedMessage) => {
  if (wrappedMessage?.type !== GRACEFUL_CANCEL_TYPE) {
    return false;
  }
  cancelController.abort(wrappedMessage.message);
  return true;
};
var GRACEFUL_CANCEL_TYPE = "execa:ipc:cancel";
var abortOnDisconnect = () => {
  cancelController.abort(getAbortDisconnectError());
};
var cancelController = new AbortController();

// node_modules/execa/lib/terminate/graceful.js
var validateGracefulCancel = ({ gracefulCancel, cancelSignal, ipc, serialization }) => {
  if (!gracefulCancel) {
    return;
  }
  if (cancelSignal === void 0) {
    throw new Error("The `cancelSignal` option must be defined when setting the `gracefulCancel` option.");
  }
  if (!ipc) {
    throw new Error("The `ipc` option cannot be false when setting the `gracefulCancel` option.");
  }
  if (serialization === "json") {
    throw new Error("The `serialization` option cannot be 'json' when setting the `gracefulCancel` option.");
  }
};
var throwOnGracefulCancel = ({
  subprocess,
  cancelSignal,
  gracefulCancel,
  forceKillAfterDelay,
  context,
  controller
}) => gracefulCancel ? [sendOnAbort({
  subprocess,
  cancelSignal,
  forceKillAfterDelay,
  context,
  controller
})] : [];
var sendOnAbort = async ({ subprocess, cancelSignal, forceKillAfterDelay, context, controller: { signal } }) => {
  await onAbortedSignal(cancelSignal, signal);
  const reason = getReason(cancelSignal);
  await sendAbort(subprocess, reason);
  killOnTimeout({
    kill: subprocess.kill,
    forceKillAfterDelay,
    context,
    controllerSignal: signal
  });
  context.terminationReason ??= "gracefulCancel";
  throw cancelSignal.reason;
};
var getReason = ({ reason }) => {
  if (!(reason instanceof DOMException)) {
    return reason;
  }
  const error = new Error(reason.message);
  Object.defineProperty(error, "stack", {
    value: reason.stack,
    enumerable: false,
    configurable: true,
    writable: true
  });
  return error;
};

// node_modules/execa/lib/terminate/timeout.js
import { setTimeout as setTimeout3 } from "node:timers/promises";
var validateTimeout = ({ timeout }) => {
  if (timeout !== void 0 && (!Number.isFinite(timeout) || timeout < 0)) {
    throw new TypeError(`Expected the \`timeout\` option to be a non-negative integer, got \`${timeout}\` (${typeof timeout})`);
  }
};
var throwOnTimeout = (subprocess, timeout, context, controller) => timeout === 0 || timeout === void 0 ? [] : [killAfterTimeout(subprocess, timeout, context, controller)];
var killAfterTimeout = async (subprocess, timeout, context, { signal }) => {
  await setTimeout3(timeout, void 0, { signal });
  context.terminationReason ??= "timeout";
  subprocess.kill();
  throw new DiscardedError();
};

// node_modules/execa/lib/methods/node.js
import { execPath, execArgv } from "node:process";
import path3 from "node:path";
var mapNode = ({ options }) => {
  if (options.node === false) {
    throw new TypeError('The "node" option cannot be false with `execaNode()`.');
  }
  return { options: { ...options, node: true } };
};
var handleNodeOption = (file, commandArguments, {
  node: shouldHandleNode = false,
  nodePath = execPath,
  nodeOptions: nodeOptions2 = execArgv.filter((nodeOption) => !nodeOption.startsWith("--inspect")),
  cwd,
  execPath: formerNodePath,
  ...options
}) => {
  if (formerNodePath !== void 0) {
    throw new TypeError('The "execPath" option has been removed. Please use the "nodePath" option instead.');
  }
  const normalizedNodePath = safeNormalizeFileUrl(nodePath, 'The "nodePath" option');
  const resolvedNodePath = path3.resolve(cwd, normalizedNodePath);
  const newOptions = {
    ...options,
    nodePath: resolvedNodePath,
    node: shouldHandleNode,
    cwd
  };
  if (!shouldHandleNode) {
    return [file, commandArguments, newOptions];
  }
  if (path3.basename(file, ".exe") === "node") {
    throw new TypeError('When the "node" option is true, the first argument does not need to be "node".');
  }
  return [
    resolvedNodePath,
    [...nodeOptions2, file, ...commandArguments],
    { ipc: true, ...newOptions, shell: false }
  ];
};

// node_modules/execa/lib/ipc/ipc-input.js
import { serialize } from "node:v8";
var validateIpcInputOption = ({ ipcInput, ipc, serialization }) => {
  if (ipcInput === void 0) {
    return;
  }
  if (!ipc) {
    throw new Error("The `ipcInput` option cannot be set unless the `ipc` option is `true`.");
  }
  validateIpcInput[serialization](ipcInput);
};
var validateAdvancedInput = (ipcInput) => {
  try {
    serialize(ipcInput);
  } catch (error) {
    throw new Error("The `ipcInput` option is not serializable with a structured clone.", { cause: error });
  }
};
var validateJsonInput = (ipcInput) => {
  try {
    JSON.stringify(ipcInput);
  } catch (error) {
    throw new Error("The `ipcInput` option is not serializable with JSON.", { cause: error });
  }
};
var validateIpcInput = {
  advanced: validateAdvancedInput,
  json: validateJsonInput
};
var sendIpcInput = async (subprocess, ipcInput) => {
  if (ipcInput === void 0) {
    return;
  }
  await subprocess.sendMessage(ipcInput);
};

// node_modules/execa/lib/arguments/encoding-option.js
var validateEncoding = ({ encoding }) => {
  if (ENCODINGS.has(encoding)) {
    return;
  }
  const correctEncoding = getCorrectEncoding(encoding);
  if (correctEncoding !== void 0) {
    throw new TypeError(`Invalid option \`encoding: ${serializeEncoding(encoding)}\`.
Please rename it to ${serializeEncoding(correctEncoding)}.`);
  }
  const correctEncodings = [...ENCODINGS].map((correctEncoding2) => serializeEncoding(correctEncoding2)).join(", ");
  throw new TypeError(`Invalid option \`encoding: ${serializeEncoding(encoding)}\`.
Please rename it to one of: ${correctEncodings}.`);
};
var TEXT_ENCODINGS = /* @__PURE__ */ new Set(["utf8", "utf16le"]);
var BINARY_ENCODINGS = /* @__PURE__ */ new Set(["buffer", "hex", "base64", "base64url", "latin1", "ascii"]);
var ENCODINGS = /* @__PURE__ */ new Set([...TEXT_ENCODINGS, ...BINARY_ENCODINGS]);
var getCorrectEncoding = (encoding) => {
  if (encoding === null) {
    return "buffer";
  }
  if (typeof encoding !== "string") {
    return;
  }
  const lowerEncoding = encoding.toLowerCase();
  if (lowerEncoding in ENCODING_ALIASES) {
    return ENCODING_ALIASES[lowerEncoding];
  }
  if (ENCODINGS.has(lowerEncoding)) {
    return lowerEncoding;
  }
};
var ENCODING_ALIASES = {
  // eslint-disable-next-line unicorn/text-encoding-identifier-case
  "utf-8": "utf8",
  "utf-16le": "utf16le",
  "ucs-2": "utf16le",
  ucs2: "utf16le",
  binary: "latin1"
};
var serializeEncoding = (encoding) => typeof encoding === "string" ? `"${encoding}"` : String(encoding);

// node_modules/execa/lib/arguments/cwd.js
import { statSync } from "node:fs";
import path4 from "node:path";
import process5 from "node:process";
var normalizeCwd = (cwd = getDefaultCwd()) => {
  const cwdString = safeNormalizeFileUrl(cwd, 'The "cwd" option');
  return path4.resolve(cwdString);
};
var getDefaultCwd = () => {
  try {
    return process5.cwd();
  } catch (error) {
    error.message = `The current directory does not exist.
${error.message}`;
    throw error;
  }
};
var fixCwdError = (originalMessage, cwd) => {
  if (cwd === getDefaultCwd()) {
    return originalMessage;
  }
  let cwdStat;
  try {
    cwdStat = statSync(cwd);
  } catch (error) {
    return `The "cwd" option is invalid: ${cwd}.
${error.message}
${originalMessage}`;
  }
  if (!cwdStat.isDirectory()) {
    return `The "cwd" option is not a directory: ${cwd}.
${originalMessage}`;
  }
  return originalMessage;
};

// node_modules/execa/lib/arguments/options.js
var normalizeOptions = (filePath, rawArguments, rawOptions) => {
  rawOptions.cwd = normalizeCwd(rawOptions.cwd);
  const [processedFile, processedArguments, processedOptions] = handleNodeOption(filePath, rawArguments, rawOptions);
  const { command: file, args: commandArguments, options: initialOptions } = import_cross_spawn.default._parse(processedFile, processedArguments, processedOptions);
  const fdOptions = normalizeFdSpecificOptions(initialOptions);
  const options = addDefaultOptions(fdOptions);
  validateTimeout(options);
  validateEncoding(options);
  validateIpcInputOption(options);
  validateCancelSignal(options);
  validateGracefulCancel(options);
  options.shell = normalizeFileUrl(options.shell);
  options.env = getEnv(options);
  options.killSignal = normalizeKillSignal(options.killSignal);
  options.forceKillAfterDelay = normalizeForceKillAfterDelay(options.forceKillAfterDelay);
  options.lines = options.lines.map((lines, fdNumber) => lines && !BINARY_ENCODINGS.has(options.encoding) && options.buffer[fdNumber]);
  if (process6.platform === "win32" && path5.basename(file, ".exe") === "cmd") {
    commandArguments.unshift("/q");
  }
  return { file, commandArguments, options };
};
var addDefaultOptions = ({
  extendEnv = true,
  preferLocal = false,
  cwd,
  localDir: localDirectory = cwd,
  encoding = "utf8",
  reject = true,
  cleanup = true,
  all = false,
  windowsHide = true,
  killSignal = "SIGTERM",
  forceKillAfterDelay = true,
  gracefulCancel = false,
  ipcInput,
  ipc = ipcInput !== void 0 || gracefulCancel,
  serialization = "advanced",
  ...options
}) => ({
  ...options,
  extendEnv,
  preferLocal,
  cwd,
  localDirectory,
  encoding,
  reject,
  cleanup,
  all,
  windowsHide,
  killSignal,
  forceKillAfterDelay,
  gracefulCancel,
  ipcInput,
  ipc,
  serialization
});
var getEnv = ({ env: envOption, extendEnv, preferLocal, node: node3, localDirectory, nodePath }) => {
  const env2 = extendEnv ? { ...process6.env, ...envOption } : envOption;
  if (preferLocal || node3) {
    return npmRunPathEnv({
      env: env2,
      cwd: localDirectory,
      execPath: nodePath,
      preferLocal,
      addExecPath: node3
    });
  }
  return env2;
};

// node_modules/execa/lib/arguments/shell.js
var concatenateShell = (file, commandArguments, options) => options.shell && commandArguments.length > 0 ? [[file, ...commandArguments].join(" "), [], options] : [file, commandArguments, options];

// node_modules/execa/lib/return/message.js
import { inspect as inspect2 } from "node:util";

// node_modules/strip-final-newline/index.js
function stripFinalNewline(input) {
  if (typeof input === "string") {
    return stripFinalNewlineString(input);
  }
  if (!(ArrayBuffer.isView(input) && input.BYTES_PER_ELEMENT === 1)) {
    throw new Error("Input must be a string or a Uint8Array");
  }
  return stripFinalNewlineBinary(input);
}
var stripFinalNewlineString = (input) => input.at(-1) === LF ? input.slice(0, input.at(-2) === CR ? -2 : -1) : input;
var stripFinalNewlineBinary = (input) => input.at(-1) === LF_BINARY ? input.subarray(0, input.at(-2) === CR_BINARY ? -2 : -1) : input;
var LF = "\n";
var LF_BINARY = LF.codePointAt(0);
var CR = "\r";
var CR_BINARY = CR.codePointAt(0);

// node_modules/get-stream/source/index.js
import { on } from "node:events";
import { finished } from "node:stream/promises";

// node_modules/is-stream/index.js
function isStream(stream, { checkOpen = true } = {}) {
  return stream !== null && typeof stream === "object" && (stream.writable || stream.readable || !checkOpen || stream.writable === void 0 && stream.readable === void 0) && typeof stream.pipe === "function";
}
function isWritableStream(stream, { checkOpen = true } = {}) {
  return isStream(stream, { checkOpen }) && (stream.writable || !checkOpen) && typeof stream.write === "function" && typeof stream.end === "function" && typeof stream.writable === "boolean" && typeof stream.writableObjectMode === "boolean" && typeof stream.destroy === "function" && typeof stream.destroyed === "boolean";
}
function isReadableStream(stream, { checkOpen = true } = {}) {
  return isStream(stream, { checkOpen }) && (stream.readable || !checkOpen) && typeof stream.read === "function" && typeof stream.readable === "boolean" && typeof stream.readableObjectMode === "boolean" && typeof stream.destroy === "function" && typeof stream.destroyed === "boolean";
}
function isDuplexStream(stream, options) {
  return isWritableStream(stream, options) && isReadableStream(stream, options);
}

// node_modules/@sec-ant/readable-stream/dist/ponyfill/asyncIterator.js
var a = Object.getPrototypeOf(
  Object.getPrototypeOf(
    /* istanbul ignore next */
    async function* () {
    }
  ).prototype
);
var c = class {
  #t;
  #n;
  #r = false;
  #e = void 0;
  constructor(e, t) {
    this.#t = e, this.#n = t;
  }
  next() {
    const e = () => this.#s();
    return this.#e = this.#e ? this.#e.then(e, e) : e(), this.#e;
  }
  return(e) {
    const t = () => this.#i(e);
    return this.#e ? this.#e.then(t, t) : t();
  }
  async #s() {
    if (this.#r)
      return {
        done: true,
        value: void 0
      };
    let e;
    try {
      e = await this.#t.read();
    } catch (t) {
      throw this.#e = void 0, this.#r = true, this.#t.releaseLock(), t;
    }
    return e.done && (this.#e = void 0, this.#r = true, this.#t.releaseLock()), e;
  }
  async #i(e) {
    if (this.#r)
      return {
        done: true,
        value: e
      };
    if (this.#r = true, !this.#n) {
      const t = this.#t.cancel(e);
      return this.#t.releaseLock(), await t, {
        done: true,
        value: e
      };
    }
    return this.#t.releaseLock(), {
      done: true,
      value: e
    };
  }
};
var n = /* @__PURE__ */ Symbol();
function i() {
  return this[n].next();
}
Object.defineProperty(i, "name", { value: "next" });
function o(r) {
  return this[n].return(r);
}
Object.defineProperty(o, "name", { value: "return" });
var u = Object.create(a, {
  next: {
    enumerable: true,
    configurable: true,
    writable: true,
    value: i
  },
  return: {
    enumerable: true,
    configurable: true,
    writable: true,
    value: o
  }
});
function h({ preventCancel: r = false } = {}) {
  const e = this.getReader(), t = new c(
    e,
    r
  ), s = Object.create(u);
  return s[n] = t, s;
}

// node_modules/get-stream/source/stream.js
var getAsyncIterable = (stream) => {
  if (isReadableStream(stream, { checkOpen: false }) && nodeImports.on !== void 0) {
    return getStreamIterable(stream);
  }
  if (typeof stream?.[Symbol.asyncIterator] === "function") {
    return stream;
  }
  if (toString.call(stream) === "[object ReadableStream]") {
    return h.call(stream);
  }
  throw new TypeError("The first argument must be a Readable, a ReadableStream, or an async iterable.");
};
var { toString } = Object.prototype;
var getStreamIterable = async function* (stream) {
  const controller = new AbortController();
  const state = {};
  handleStreamEnd(stream, controller, state);
  try {
    for await (const [chunk] of nodeImports.on(stream, "data", { signal: controller.signal })) {
      yield chunk;
    }
  } catch (error) {
    if (state.error !== void 0) {
      throw state.error;
    } else if (!controller.signal.aborted) {
      throw error;
    }
  } finally {
    stream.destroy();
  }
};
var handleStreamEnd = async (stream, controller, state) => {
  try {
    await nodeImports.finished(stream, {
      cleanup: true,
      readable: true,
      writable: false,
      error: false
    });
  } catch (error) {
    state.error = error;
  } finally {
    controller.abort();
  }
};
var nodeImports = {};

// node_modules/get-stream/source/contents.js
var getStreamContents = async (stream, { init, convertChunk, getSize, truncateChunk, addChunk, getFinalChunk, finalize }, { maxBuffer = Number.POSITIVE_INFINITY } = {}) => {
  const asyncIterable = getAsyncIterable(stream);
  const state = init();
  state.length = 0;
  try {
    for await (const chunk of asyncIterable) {
      const chunkType = getChunkType(chunk);
      const convertedChunk = convertChunk[chunkType](chunk, state);
      appendChunk({
        convertedChunk,
        state,
        getSize,
        truncateChunk,
        addChunk,
        maxBuffer
      });
    }
    appendFinalChunk({
      state,
      convertChunk,
      getSize,
      truncateChunk,
      addChunk,
      getFinalChunk,
      maxBuffer
    });
    return finalize(state);
  } catch (error) {
    const normalizedError = typeof error === "object" && error !== null ? error : new Error(error);
    normalizedError.bufferedData = finalize(state);
    throw normalizedError;
  }
};
var appendFinalChunk = ({ state, getSize, truncateChunk, addChunk, getFinalChunk, maxBuffer }) => {
  const convertedChunk = getFinalChunk(state);
  if (convertedChunk !== void 0) {
    appendChunk({
      convertedChunk,
      state,
      getSize,
      truncateChunk,
      addChunk,
      maxBuffer
    });
  }
};
var appendChunk = ({ convertedChunk, state, getSize, truncateChunk, addChunk, maxBuffer }) => {
  const chunkSize = getSize(convertedChunk);
  const newLength = state.length + chunkSize;
  if (newLength <= maxBuffer) {
    addNewChunk(convertedChunk, state, addChunk, newLength);
    return;
  }
  const truncatedChunk = truncateChunk(convertedChunk, maxBuffer - state.length);
  if (truncatedChunk !== void 0) {
    addNewChunk(truncatedChunk, state, addChunk, maxBuffer);
  }
  throw new MaxBufferError();
};
var addNewChunk = (convertedChunk, state, addChunk, newLength) => {
  state.contents = addChunk(convertedChunk, state, newLength);
  state.length = newLength;
};
var getChunkType = (chunk) => {
  const typeOfChunk = typeof chunk;
  if (typeOfChunk === "string") {
    return "string";
  }
  if (typeOfChunk !== "object" || chunk === null) {
    return "others";
  }
  if (globalThis.Buffer?.isBuffer(chunk)) {
    return "buffer";
  }
  const prototypeName = objectToString2.call(chunk);
  if (prototypeName === "[object ArrayBuffer]") {
    return "arrayBuffer";
  }
  if (prototypeName === "[object DataView]") {
    return "dataView";
  }
  if (Number.isInteger(chunk.byteLength) && Number.isInteger(chunk.byteOffset) && objectToString2.call(chunk.buffer) === "[object ArrayBuffer]") {
    return "typedArray";
  }
  return "others";
};
var { toString: objectToString2 } = Object.prototype;
var MaxBufferError = class extends Error {
  name = "MaxBufferError";
  constructor() {
    super("maxBuffer exceeded");
  }
};

// node_modules/get-stream/source/utils.js
var identity2 = (value) => value;
var noop = () => void 0;
var getContentsProperty = ({ contents }) => contents;
var throwObjectStream = (chunk) => {
  throw new Error(`Streams in object mode are not supported: ${String(chunk)}`);
};
var getLengthProperty = (convertedChunk) => convertedChunk.length;

// node_modules/get-stream/source/array.js
async function getStreamAsArray(stream, options) {
  return getStreamContents(stream, arrayMethods, options);
}
var initArray = () => ({ contents: [] });
var increment = () => 1;
var addArrayChunk = (convertedChunk, { contents }) => {
  contents.push(convertedChunk);
  return contents;
};
var arrayMethods = {
  init: initArray,
  convertChunk: {
    string: identity2,
    buffer: identity2,
    arrayBuffer: identity2,
    dataView: identity2,
    typedArray: identity2,
    others: identity2
  },
  getSize: increment,
  truncateChunk: noop,
  addChunk: addArrayChunk,
  getFinalChunk: noop,
  finalize: getContentsProperty
};

// node_modules/get-stream/source/array-buffer.js
async function getStreamAsArrayBuffer(stream, options) {
  return getStreamContents(stream, arrayBufferMethods, options);
}
var initArrayBuffer = () => ({ contents: new ArrayBuffer(0) });
var useTextEncoder = (chunk) => textEncoder2.encode(chunk);
var textEncoder2 = new TextEncoder();
var useUint8Array = (chunk) => new Uint8Array(chunk);
var useUint8ArrayWithOffset = (chunk) => new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
var truncateArrayBufferChunk = (convertedChunk, chunkSize) => convertedChunk.slice(0, chunkSize);
var addArrayBufferChunk = (convertedChunk, { contents, length: previousLength }, length) => {
  const newContents = hasArrayBufferResize() ? resizeArrayBuffer(contents, length) : resizeArrayBufferSlow(contents, length);
  new Uint8Array(newContents).set(convertedChunk, previousLength);
  return newContents;
};
var resizeArrayBufferSlow = (contents, length) => {
  if (length <= contents.byteLength) {
    return contents;
  }
  const arrayBuffer = new ArrayBuffer(getNewContentsLength(length));
  new Uint8Array(arrayBuffer).set(new Uint8Array(contents), 0);
  return arrayBuffer;
};
var resizeArrayBuffer = (contents, length) => {
  if (length <= contents.maxByteLength) {
    contents.resize(length);
    return contents;
  }
  const arrayBuffer = new ArrayBuffer(length, { maxByteLength: getNewContentsLength(length) });
  new Uint8Array(arrayBuffer).set(new Uint8Array(contents), 0);
  return arrayBuffer;
};
var getNewContentsLength = (length) => SCALE_FACTOR ** Math.ceil(Math.log(length) / Math.log(SCALE_FACTOR));
var SCALE_FACTOR = 2;
var finalizeArrayBuffer = ({ contents, length }) => hasArrayBufferResize() ? contents : contents.slice(0, length);
var hasArrayBufferResize = () => "resize" in ArrayBuffer.prototype;
var arrayBufferMethods = {
  init: initArrayBuffer,
  convertChunk: {
    string: useTextEncoder,
    buffer: useUint8Array,
    arrayBuffer: useUint8Array,
    dataView: useUint8ArrayWithOffset,
    typedArray: useUint8ArrayWithOffset,
    others: throwObjectStream
  },
  getSize: getLengthProperty,
  truncateChunk: truncateArrayBufferChunk,
  addChunk: addArrayBufferChunk,
  getFinalChunk: noop,
  finalize: finalizeArrayBuffer
};

// node_modules/get-stream/source/string.js
async function getStreamAsString(stream, options) {
  return getStreamContents(stream, stringMethods, options);
}
var initString = () => ({ contents: "", textDecoder: new TextDecoder() });
var useTextDecoder = (chunk, { textDecoder: textDecoder2 }) => textDecoder2.decode(chunk, { stream: true });
var addStringChunk = (convertedChunk, { contents }) => contents + convertedChunk;
var truncateStringChunk = (convertedChunk, chunkSize) => convertedChunk.slice(0, chunkSize);
var getFinalStringChunk = ({ textDecoder: textDecoder2 }) => {
  const finalChunk = textDecoder2.decode();
  return finalChunk === "" ? void 0 : finalChunk;
};
var stringMethods = {
  init: initString,
  convertChunk: {
    string: identity2,
    buffer: useTextDecoder,
    arrayBuffer: useTextDecoder,
    dataView: useTextDecoder,
    typedArray: useTextDecoder,
    others: throwObjectStream
  },
  getSize: getLengthProperty,
  truncateChunk: truncateStringChunk,
  addChunk: addStringChunk,
  getFinalChunk: getFinalStringChunk,
  finalize: getContentsProperty
};

// node_modules/get-stream/source/index.js
Object.assign(nodeImports, { on, finished });

// node_modules/execa/lib/io/max-buffer.js
var handleMaxBuffer = ({ error, stream, readableObjectMode, lines, encoding, fdNumber }) => {
  if (!(error instanceof MaxBufferError)) {
    throw error;
  }
  if (fdNumber === "all") {
    return error;
  }
  const unit = getMaxBufferUnit(readableObjectMode, lines, encoding);
  error.maxBufferInfo = { fdNumber, unit };
  stream.destroy();
  throw error;
};
var getMaxBufferUnit = (readableObjectMode, lines, encoding) => {
  if (readableObjectMode) {
    return "objects";
  }
  if (lines) {
    return "lines";
  }
  if (encoding === "buffer") {
    return "bytes";
  }
  return "characters";
};
var checkIpcMaxBuffer = (subprocess, ipcOutput, maxBuffer) => {
  if (ipcOutput.length !== maxBuffer) {
    return;
  }
  const error = new MaxBufferError();
  error.maxBufferInfo = { fdNumber: "ipc" };
  throw error;
};
var getMaxBufferMessage = (error, maxBuffer) => {
  const { streamName, threshold, unit } = getMaxBufferInfo(error, maxBuffer);
  return `Command's ${streamName} was larger than ${threshold} ${unit}`;
};
var getMaxBufferInfo = (error, maxBuffer) => {
  if (error?.maxBufferInfo === void 0) {
    return { streamName: "output", threshold: maxBuffer[1], unit: "bytes" };
  }
  const { maxBufferInfo: { fdNumber, unit } } = error;
  delete error.maxBufferInfo;
  const threshold = getFdSpecificValue(maxBuffer, fdNumber);
  if (fdNumber === "ipc") {
    return { streamName: "IPC output", threshold, unit: "messages" };
  }
  return { streamName: getStreamName(fdNumber), threshold, unit };
};
var isMaxBufferSync = (resultError, output, maxBuffer) => resultError?.code === "ENOBUFS" && output !== null && output.some((result) => result !== null && result.length > getMaxBufferSync(maxBuffer));
var truncateMaxBufferSync = (result, isMaxBuffer, maxBuffer) => {
  if (!isMaxBuffer) {
    return result;
  }
  const maxBufferValue = getMaxBufferSync(maxBuffer);
  return result.length > maxBufferValue ? result.slice(0, maxBufferValue) : result;
};
var getMaxBufferSync = ([, stdoutMaxBuffer]) => stdoutMaxBuffer;

// node_modules/execa/lib/return/message.js
var createMessages = ({
  stdio,
  all,
  ipcOutput,
  originalError,
  signal,
  signalDescription,
  exitCode,
  escapedCommand,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isMaxBuffer,
  isForcefullyTerminated,
  forceKillAfterDelay,
  killSignal,
  maxBuffer,
  timeout,
  cwd
}) => {
  const errorCode = originalError?.code;
  const prefix = getErrorPrefix({
    originalError,
    timedOut,
    timeout,
    isMaxBuffer,
    maxBuffer,
    errorCode,
    signal,
    signalDescription,
    exitCode,
    isCanceled,
    isGracefullyCanceled,
    isForcefullyTerminated,
    forceKillAfterDelay,
    killSignal
  });
  const originalMessage = getOriginalMessage(originalError, cwd);
  const suffix = originalMessage === void 0 ? "" : `
${originalMessage}`;
  const shortMessage = `${prefix}: ${escapedCommand}${suffix}`;
  const messageStdio = all === void 0 ? [stdio[2], stdio[1]] : [all];
  const message = [
    shortMessage,
    ...messageStdio,
    ...stdio.slice(3),
    ipcOutput.map((ipcMessage) => serializeIpcMessage(ipcMessage)).join("\n")
  ].map((messagePart) => escapeLines(stripFinalNewline(serializeMessagePart(messagePart)))).filter(Boolean).join("\n\n");
  return { originalMessage, shortMessage, message };
};
var getErrorPrefix = ({
  originalError,
  timedOut,
  timeout,
  isMaxBuffer,
  maxBuffer,
  errorCode,
  signal,
  signalDescription,
  exitCode,
  isCanceled,
  isGracefullyCanceled,
  isForcefullyTerminated,
  forceKillAfterDelay,
  killSignal
}) => {
  const forcefulSuffix = getForcefulSuffix(isForcefullyTerminated, forceKillAfterDelay);
  if (timedOut) {
    return `Command timed out after ${timeout} milliseconds${forcefulSuffix}`;
  }
  if (isGracefullyCanceled) {
    if (signal === void 0) {
      return `Command was gracefully canceled with exit code ${exitCode}`;
    }
    return isForcefullyTerminated ? `Command was gracefully canceled${forcefulSuffix}` : `Command was gracefully canceled with ${signal} (${signalDescription})`;
  }
  if (isCanceled) {
    return `Command was canceled${forcefulSuffix}`;
  }
  if (isMaxBuffer) {
    return `${getMaxBufferMessage(originalError, maxBuffer)}${forcefulSuffix}`;
  }
  if (errorCode !== void 0) {
    return `Command failed with ${errorCode}${forcefulSuffix}`;
  }
  if (isForcefullyTerminated) {
    return `Command was killed with ${killSignal} (${getSignalDescription(killSignal)})${forcefulSuffix}`;
  }
  if (signal !== void 0) {
    return `Command was killed with ${signal} (${signalDescription})`;
  }
  if (exitCode !== void 0) {
    return `Command failed with exit code ${exitCode}`;
  }
  return "Command failed";
};
var getForcefulSuffix = (isForcefullyTerminated, forceKillAfterDelay) => isForcefullyTerminated ? ` and was forcefully terminated after ${forceKillAfterDelay} milliseconds` : "";
var getOriginalMessage = (originalError, cwd) => {
  if (originalError instanceof DiscardedError) {
    return;
  }
  const originalMessage = isExecaError(originalError) ? originalError.originalMessage : String(originalError?.message ?? originalError);
  const escapedOriginalMessage = escapeLines(fixCwdError(originalMessage, cwd));
  return escapedOriginalMessage === "" ? void 0 : escapedOriginalMessage;
};
var serializeIpcMessage = (ipcMessage) => typeof ipcMessage === "string" ? ipcMessage : inspect2(ipcMessage);
var serializeMessagePart = (messagePart) => Array.isArray(messagePart) ? messagePart.map((messageItem) => stripFinalNewline(serializeMessageItem(messageItem))).filter(Boolean).join("\n") : serializeMessageItem(messagePart);
var serializeMessageItem = (messageItem) => {
  if (typeof messageItem === "string") {
    return messageItem;
  }
  if (isUint8Array(messageItem)) {
    return uint8ArrayToString(messageItem);
  }
  return "";
};

// node_modules/execa/lib/return/result.js
var makeSuccessResult = ({
  command,
  escapedCommand,
  stdio,
  all,
  ipcOutput,
  options: { cwd },
  startTime
}) => omitUndefinedProperties({
  command,
  escapedCommand,
  cwd,
  durationMs: getDurationMs(startTime),
  failed: false,
  timedOut: false,
  isCanceled: false,
  isGracefullyCanceled: false,
  isTerminated: false,
  isMaxBuffer: false,
  isForcefullyTerminated: false,
  exitCode: 0,
  stdout: stdio[1],
  stderr: stdio[2],
  all,
  stdio,
  ipcOutput,
  pipedFrom: []
});
var makeEarlyError = ({
  error,
  command,
  escapedCommand,
  fileDescriptors,
  options,
  startTime,
  isSync
}) => makeError({
  error,
  command,
  escapedCommand,
  startTime,
  timedOut: false,
  isCanceled: false,
  isGracefullyCanceled: false,
  isMaxBuffer: false,
  isForcefullyTerminated: false,
  stdio: Array.from({ length: fileDescriptors.length }),
  ipcOutput: [],
  options,
  isSync
});
var makeError = ({
  error: originalError,
  command,
  escapedCommand,
  startTime,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isMaxBuffer,
  isForcefullyTerminated,
  exitCode: rawExitCode,
  signal: rawSignal,
  stdio,
  all,
  ipcOutput,
  options: {
    timeoutDuration,
    timeout = timeoutDuration,
    forceKillAfterDelay,
    killSignal,
    cwd,
    maxBuffer
  },
  isSync
}) => {
  const { exitCode, signal, signalDescription } = normalizeExitPayload(rawExitCode, rawSignal);
  const { originalMessage, shortMessage, message } = createMessages({
    stdio,
    all,
    ipcOutput,
    originalError,
    signal,
    signalDescription,
    exitCode,
    escapedCommand,
    timedOut,
    isCanceled,
    isGracefullyCanceled,
    isMaxBuffer,
    isForcefullyTerminated,
    forceKillAfterDelay,
    killSignal,
    maxBuffer,
    timeout,
    cwd
  });
  const error = getFinalError(originalError, message, isSync);
  Object.assign(error, getErrorProperties({
    error,
    command,
    escapedCommand,
    startTime,
    timedOut,
    isCanceled,
    isGracefullyCanceled,
    isMaxBuffer,
    isForcefullyTerminated,
    exitCode,
    signal,
    signalDescription,
    stdio,
    all,
    ipcOutput,
    cwd,
    originalMessage,
    shortMessage
  }));
  return error;
};
var getErrorProperties = ({
  error,
  command,
  escapedCommand,
  startTime,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isMaxBuffer,
  isForcefullyTerminated,
  exitCode,
  signal,
  signalDescription,
  stdio,
  all,
  ipcOutput,
  cwd,
  originalMessage,
  shortMessage
}) => omitUndefinedProperties({
  shortMessage,
  originalMessage,
  command,
  escapedCommand,
  cwd,
  durationMs: getDurationMs(startTime),
  failed: true,
  timedOut,
  isCanceled,
  isGracefullyCanceled,
  isTerminated: signal !== void 0,
  isMaxBuffer,
  isForcefullyTerminated,
  exitCode,
  signal,
  signalDescription,
  code: error.cause?.code,
  stdout: stdio[1],
  stderr: stdio[2],
  all,
  stdio,
  ipcOutput,
  pipedFrom: []
});
var omitUndefinedProperties = (result) => Object.fromEntries(Object.entries(result).filter(([, value]) => value !== void 0));
var normalizeExitPayload = (rawExitCode, rawSignal) => {
  const exitCode = rawExitCode === null ? void 0 : rawExitCode;
  const signal = rawSignal === null ? void 0 : rawSignal;
  const signalDescription = signal === void 0 ? void 0 : getSignalDescription(rawSignal);
  return { exitCode, signal, signalDescription };
};

// node_modules/parse-ms/index.js
var toZeroIfInfinity = (value) => Number.isFinite(value) ? value : 0;
function parseNumber(milliseconds) {
  return {
    days: Math.trunc(milliseconds / 864e5),
    hours: Math.trunc(milliseconds / 36e5 % 24),
    minutes: Math.trunc(milliseconds / 6e4 % 60),
    seconds: Math.trunc(milliseconds / 1e3 % 60),
    milliseconds: Math.trunc(milliseconds % 1e3),
    microseconds: Math.trunc(toZeroIfInfinity(milliseconds * 1e3) % 1e3),
    nanoseconds: Math.trunc(toZeroIfInfinity(milliseconds * 1e6) % 1e3)
  };
}
function parseBigint(milliseconds) {
  return {
    days: milliseconds / 86400000n,
    hours: milliseconds / 3600000n % 24n,
    minutes: milliseconds / 60000n % 60n,
    seconds: milliseconds / 1000n % 60n,
    milliseconds: milliseconds % 1000n,
    microseconds: 0n,
    nanoseconds: 0n
  };
}
function parseMilliseconds(milliseconds) {
  switch (typeof milliseconds) {
    case "number": {
      if (Number.isFinite(milliseconds)) {
        return parseNumber(milliseconds);
      }
      break;
    }
    case "bigint": {
      return parseBigint(milliseconds);
    }
  }
  throw new TypeError("Expected a finite number or bigint");
}

// node_modules/pretty-ms/index.js
var isZero = (value) => value === 0 || value === 0n;
var pluralize = (word, count3) => count3 === 1 || count3 === 1n ? word : `${word}s`;
var SECOND_ROUNDING_EPSILON = 1e-7;
var ONE_DAY_IN_MILLISECONDS = 24n * 60n * 60n * 1000n;
function prettyMilliseconds(milliseconds, options) {
  const isBigInt = typeof milliseconds === "bigint";
  if (!isBigInt && !Number.isFinite(milliseconds)) {
    throw new TypeError("Expected a finite number or bigint");
  }
  options = { ...options };
  const sign = milliseconds < 0 ? "-" : "";
  milliseconds = milliseconds < 0 ? -milliseconds : milliseconds;
  if (options.colonNotation) {
    options.compact = false;
    options.formatSubMilliseconds = false;
    options.separateMilliseconds = false;
    options.verbose = false;
  }
  if (options.compact) {
    options.unitCount = 1;
    options.secondsDecimalDigits = 0;
    options.millisecondsDecimalDigits = 0;
  }
  let result = [];
  const floorDecimals = (value, decimalDigits) => {
    const flooredInterimValue = Math.floor(value * 10 ** decimalDigits + SECOND_ROUNDING_EPSILON);
    const flooredValue = Math.round(flooredInterimValue) / 10 ** decimalDigits;
    return flooredValue.toFixed(decimalDigits);
  };
  const add = (value, long, short, valueString) => {
    if ((result.length === 0 || !options.colonNotation) && isZero(value) && !(options.colonNotation && short === "m")) {
      return;
    }
    valueString ??= String(value);
    if (options.colonNotation) {
      const wholeDigits = valueString.includes(".") ? valueString.split(".")[0].length : valueString.length;
      const minLength = result.length > 0 ? 2 : 1;
      valueString = "0".repeat(Math.max(0, minLength - wholeDigits)) + valueString;
    } else {
      valueString += options.verbose ? " " + pluralize(long, value) : short;
    }
    result.push(valueString);
  };
  const parsed = parseMilliseconds(milliseconds);
  const days = BigInt(parsed.days);
  if (options.hideYearAndDays) {
    add(BigInt(days) * 24n + BigInt(parsed.hours), "hour", "h");
  } else {
    if (options.hideYear) {
      add(days, "day", "d");
    } else {
      add(days / 365n, "year", "y");
      add(days % 365n, "day", "d");
    }
    add(Number(parsed.hours), "hour", "h");
  }
  add(Number(parsed.minutes), "minute", "m");
  if (!options.hideSeconds) {
    if (options.separateMilliseconds || options.formatSubMilliseconds || !options.colonNotation && milliseconds < 1e3 && !options.subSecondsAsDecimals) {
      const seconds = Number(parsed.seconds);
      const milliseconds2 = Number(parsed.milliseconds);
      const microseconds = Number(parsed.microseconds);
      const nanoseconds = Number(parsed.nanoseconds);
      add(seconds, "second", "s");
      if (options.formatSubMilliseconds) {
        add(milliseconds2, "millisecond", "ms");
        add(microseconds, "microsecond", "\xB5s");
        add(nanoseconds, "nanosecond", "ns");
      } else {
        const millisecondsAndBelow = milliseconds2 + microseconds / 1e3 + nanoseconds / 1e6;
        const millisecondsDecimalDigits = typeof options.millisecondsDecimalDigits === "number" ? options.millisecondsDecimalDigits : 0;
        const roundedMilliseconds = millisecondsAndBelow >= 1 ? Math.round(millisecondsAndBelow) : Math.ceil(millisecondsAndBelow);
        const maximumMilliseconds = 1e3 - 10 ** -millisecondsDecimalDigits;
        const millisecondsString = millisecondsDecimalDigits ? Math.min(millisecondsAndBelow, maximumMilliseconds).toFixed(millisecondsDecimalDigits) : Math.min(roundedMilliseconds, maximumMilliseconds);
        add(
          Number.parseFloat(millisecondsString),
          "millisecond",
          "ms",
          millisecondsString
        );
      }
    } else {
      const seconds = (isBigInt ? Number(milliseconds % ONE_DAY_IN_MILLISECONDS) : milliseconds) / 1e3 % 60;
      const secondsDecimalDigits = typeof options.secondsDecimalDigits === "number" ? options.secondsDecimalDigits : 1;
      const secondsFixed = floorDecimals(seconds, secondsDecimalDigits);
      const secondsString = options.keepDecimalsOnWholeSeconds ? secondsFixed : secondsFixed.replace(/\.0+$/, "");
      add(Number.parseFloat(secondsString), "second", "s", secondsString);
    }
  }
  if (result.length === 0) {
    return sign + "0" + (options.verbose ? " milliseconds" : "ms");
  }
  const separator = options.colonNotation ? ":" : " ";
  if (typeof options.unitCount === "number") {
    result = result.slice(0, Math.max(options.unitCount, 1));
  }
  return sign + result.join(separator);
}

// node_modules/execa/lib/verbose/error.js
var logError = (result, verboseInfo) => {
  if (result.failed) {
    verboseLog({
      type: "error",
      verboseMessage: result.shortMessage,
      verboseInfo,
      result
    });
  }
};

// node_modules/execa/lib/verbose/complete.js
var logResult = (result, verboseInfo) => {
  if (!isVerbose(verboseInfo)) {
    return;
  }
  logError(result, verboseInfo);
  logDuration(result, verboseInfo);
};
var logDuration = (result, verboseInfo) => {
  const verboseMessage = `(done in ${prettyMilliseconds(result.durationMs)})`;
  verboseLog({
    type: "duration",
    verboseMessage,
    verboseInfo,
    result
  });
};

// node_modules/execa/lib/return/reject.js
var handleResult = (result, verboseInfo, { reject }) => {
  logResult(result, verboseInfo);
  if (result.failed && reject) {
    throw result;
  }
  return result;
};

// node_modules/execa/lib/stdio/handle-sync.js
import { readFileSync as readFileSync3 } from "node:fs";

// node_modules/execa/lib/stdio/type.js
var getStdioItemType = (value, optionName) => {
  if (isAsyncGenerator(value)) {
    return "asyncGenerator";
  }
  if (isSyncGenerator(value)) {
    return "generator";
  }
  if (isUrl(value)) {
    return "fileUrl";
  }
  if (isFilePathObject(value)) {
    return "filePath";
  }
  if (isWebStream(value)) {
    return "webStream";
  }
  if (isStream(value, { checkOpen: false })) {
    return "native";
  }
  if (isUint8Array(value)) {
    return "uint8Array";
  }
  if (isAsyncIterableObject(value)) {
    return "asyncIterable";
  }
  if (isIterableObject(value)) {
    return "iterable";
  }
  if (isTransformStream(value)) {
    return getTransformStreamType({ transform: value }, optionName);
  }
  if (isTransformOptions(value)) {
    return getTransformObjectType(value, optionName);
  }
  return "native";
};
var getTransformObjectType = (value, optionName) => {
  if (isDuplexStream(value.transform, { checkOpen: false })) {
    return getDuplexType(value, optionName);
  }
  if (isTransformStream(value.transform)) {
    return getTransformStreamType(value, optionName);
  }
  return getGeneratorObjectType(value, optionName);
};
var getDuplexType = (value, optionName) => {
  validateNonGeneratorType(value, optionName, "Duplex stream");
  return "duplex";
};
var getTransformStreamType = (value, optionName) => {
  validateNonGeneratorType(value, optionName, "web TransformStream");
  return "webTransform";
};
var validateNonGeneratorType = ({ final, binary, objectMode }, optionName, typeName) => {
  checkUndefinedOption(final, `${optionName}.final`, typeName);
  checkUndefinedOption(binary, `${optionName}.binary`, typeName);
  checkBooleanOption(objectMode, `${optionName}.objectMode`);
};
var checkUndefinedOption = (value, optionName, typeName) => {
  if (value !== void 0) {
    throw new TypeError(`The \`${optionName}\` option can only be defined when using a generator, not a ${typeName}.`);
  }
};
var getGeneratorObjectType = ({ transform, final, binary, objectMode }, optionName) => {
  if (transform !== void 0 && !isGenerator(transform)) {
    throw new TypeError(`The \`${optionName}.transform\` option must be a generator, a Duplex stream or a web TransformStream.`);
  }
  if (isDuplexStream(final, { checkOpen: false })) {
    throw new TypeError(`The \`${optionName}.final\` option must not be a Duplex stream.`);
  }
  if (isTransformStream(final)) {
    throw new TypeError(`The \`${optionName}.final\` option must not be a web TransformStream.`);
  }
  if (final !== void 0 && !isGenerator(final)) {
    throw new TypeError(`The \`${optionName}.final\` option must be a generator.`);
  }
  checkBooleanOption(binary, `${optionName}.binary`);
  checkBooleanOption(objectMode, `${optionName}.objectMode`);
  return isAsyncGenerator(transform) || isAsyncGenerator(final) ? "asyncGenerator" : "generator";
};
var checkBooleanOption = (value, optionName) => {
  if (value !== void 0 && typeof value !== "boolean") {
    throw new TypeError(`The \`${optionName}\` option must use a boolean.`);
  }
};
var isGenerator = (value) => isAsyncGenerator(value) || isSyncGenerator(value);
var isAsyncGenerator = (value) => Object.prototype.toString.call(value) === "[object AsyncGeneratorFunction]";
var isSyncGenerator = (value) => Object.prototype.toString.call(value) === "[object GeneratorFunction]";
var isTransformOptions = (value) => isPlainObject(value) && (value.transform !== void 0 || value.final !== void 0);
var isUrl = (value) => Object.prototype.toString.call(value) === "[object URL]";
var isRegularUrl = (value) => isUrl(value) && value.protocol !== "file:";
var isFilePathObject = (value) => isPlainObject(value) && Object.keys(value).length > 0 && Object.keys(value).every((key2) => FILE_PATH_KEYS.has(key2)) && isFilePathString(value.file);
var FILE_PATH_KEYS = /* @__PURE__ */ new Set(["file", "append"]);
var isFilePathString = (file) => typeof file === "string";
var isUnknownStdioString = (type, value) => type === "native" && typeof value === "string" && !KNOWN_STDIO_STRINGS.has(value);
var KNOWN_STDIO_STRINGS = /* @__PURE__ */ new Set(["ipc", "ignore", "inherit", "overlapped", "pipe"]);
var isReadableStream2 = (value) => Object.prototype.toString.call(value) === "[object ReadableStream]";
var isWritableStream2 = (value) => Object.prototype.toString.call(value) === "[object WritableStream]";
var isWebStream = (value) => isReadableStream2(value) || isWritableStream2(value);
var isTransformStream = (value) => isReadableStream2(value?.readable) && isWritableStream2(value?.writable);
var isAsyncIterableObject = (value) => isObject(value) && typeof value[Symbol.asyncIterator] === "function";
var isIterableObject = (value) => isObject(value) && typeof value[Symbol.iterator] === "function";
var isObject = (value) => typeof value === "object" && value !== null;
var TRANSFORM_TYPES = /* @__PURE__ */ new Set(["generator", "asyncGenerator", "duplex", "webTransform"]);
var FILE_TYPES = /* @__PURE__ */ new Set(["fileUrl", "filePath", "fileNumber"]);
var SPECIAL_DUPLICATE_TYPES_SYNC = /* @__PURE__ */ new Set(["fileUrl", "filePath"]);
var SPECIAL_DUPLICATE_TYPES = /* @__PURE__ */ new Set([...SPECIAL_DUPLICATE_TYPES_SYNC, "webStream", "nodeStream"]);
var FORBID_DUPLICATE_TYPES = /* @__PURE__ */ new Set(["webTransform", "duplex"]);
var TYPE_TO_MESSAGE = {
  generator: "a generator",
  asyncGenerator: "an async generator",
  fileUrl: "a file URL",
  filePath: "a file path string",
  fileNumber: "a file descriptor number",
  webStream: "a web stream",
  nodeStream: "a Node.js stream",
  webTransform: "a web TransformStream",
  duplex: "a Duplex stream",
  native: "any value",
  iterable: "an iterable",
  asyncIterable: "an async iterable",
  string: "a string",
  uint8Array: "a Uint8Array"
};

// node_modules/execa/lib/transform/object-mode.js
var getTransformObjectModes = (objectMode, index, newTransforms, direction) => direction === "output" ? getOutputObjectModes(objectMode, index, newTransforms) : getInputObjectModes(objectMode, index, newTransforms);
var getOutputObjectModes = (objectMode, index, newTransforms) => {
  const writableObjectMode = index !== 0 && newTransforms[index - 1].value.readableObjectMode;
  const readableObjectMode = objectMode ?? writableObjectMode;
  return { writableObjectMode, readableObjectMode };
};
var getInputObjectModes = (objectMode, index, newTransforms) => {
  const writableObjectMode = index === 0 ? objectMode === true : newTransforms[index - 1].value.readableObjectMode;
  const readableObjectMode = index !== newTransforms.length - 1 && (objectMode ?? writableObjectMode);
  return { writableObjectMode, readableObjectMode };
};
var getFdObjectMode = (stdioItems, direction) => {
  const lastTransform = stdioItems.findLast(({ type }) => TRANSFORM_TYPES.has(type));
  if (lastTransform === void 0) {
    return false;
  }
  return direction === "input" ? lastTransform.value.writableObjectMode : lastTransform.value.readableObjectMode;
};

// node_modules/execa/lib/transform/normalize.js
var normalizeTransforms = (stdioItems, optionName, direction, options) => [
  ...stdioItems.filter(({ type }) => !TRANSFORM_TYPES.has(type)),
  ...getTransforms(stdioItems, optionName, direction, options)
];
var getTransforms = (stdioItems, optionName, direction, { encoding }) => {
  const transforms = stdioItems.filter(({ type }) => TRANSFORM_TYPES.has(type));
  const newTransforms = Array.from({ length: transforms.length });
  for (const [index, stdioItem] of Object.entries(transforms)) {
    newTransforms[index] = normalizeTransform({
      stdioItem,
      index: Number(index),
      newTransforms,
      optionName,
      direction,
      encoding
    });
  }
  return sortTransforms(newTransforms, direction);
};
var normalizeTransform = ({ stdioItem, stdioItem: { type }, index, newTransforms, optionName, direction, encoding }) => {
  if (type === "duplex") {
    return normalizeDuplex({ stdioItem, optionName });
  }
  if (type === "webTransform") {
    return normalizeTransformStream({
      stdioItem,
      index,
      newTransforms,
      direction
    });
  }
  return normalizeGenerator({
    stdioItem,
    index,
    newTransforms,
    direction,
    encoding
  });
};
var normalizeDuplex = ({
  stdioItem,
  stdioItem: {
    value: {
      transform,
      transform: { writableObjectMode, readableObjectMode },
      objectMode = readableObjectMode
    }
  },
  optionName
}) => {
  if (objectMode && !readableObjectMode) {
    throw new TypeError(`The \`${optionName}.objectMode\` option can only be \`true\` if \`new Duplex({objectMode: true})\` is used.`);
  }
  if (!objectMode && readableObjectMode) {
    throw new TypeError(`The \`${optionName}.objectMode\` option cannot be \`false\` if \`new Duplex({objectMode: true})\` is used.`);
  }
  return {
    ...stdioItem,
    value: { transform, writableObjectMode, readableObjectMode }
  };
};
var normalizeTransformStream = ({ stdioItem, stdioItem: { value }, index, newTransforms, direction }) => {
  const { transform, objectMode } = isPlainObject(value) ? value : { transform: value };
  const { writableObjectMode, readableObjectMode } = getTransformObjectModes(objectMode, index, newTransforms, direction);
  return {
    ...stdioItem,
    value: { transform, writableObjectMode, readableObjectMode }
  };
};
var normalizeGenerator = ({ stdioItem, stdioItem: { value }, index, newTransforms, direction, encoding }) => {
  const {
    transform,
    final,
    binary: binaryOption = false,
    preserveNewlines = false,
    objectMode
  } = isPlainObject(value) ? value : { transform: value };
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const { writableObjectMode, readableObjectMode } = getTransformObjectModes(objectMode, index, newTransforms, direction);
  return {
    ...stdioItem,
    value: {
      transform,
      final,
      binary,
      preserveNewlines,
      writableObjectMode,
      readableObjectMode
    }
  };
};
var sortTransforms = (newTransforms, direction) => direction === "input" ? newTransforms.reverse() : newTransforms;

// node_modules/execa/lib/stdio/direction.js
import process7 from "node:process";
var getStreamDirection = (stdioItems, fdNumber, optionName) => {
  const directions = stdioItems.map((stdioItem) => getStdioItemDirection(stdioItem, fdNumber));
  if (directions.includes("input") && directions.includes("output")) {
    throw new TypeError(`The \`${optionName}\` option must not be an array of both readable and writable values.`);
  }
  return directions.find(Boolean) ?? DEFAULT_DIRECTION;
};
var getStdioItemDirection = ({ type, value }, fdNumber) => KNOWN_DIRECTIONS[fdNumber] ?? guessStreamDirection[type](value);
var KNOWN_DIRECTIONS = ["input", "output", "output"];
var anyDirection = () => void 0;
var alwaysInput = () => "input";
var guessStreamDirection = {
  generator: anyDirection,
  asyncGenerator: anyDirection,
  fileUrl: anyDirection,
  filePath: anyDirection,
  iterable: alwaysInput,
  asyncIterable: alwaysInput,
  uint8Array: alwaysInput,
  webStream: (value) => isWritableStream2(value) ? "output" : "input",
  nodeStream(value) {
    if (!isReadableStream(value, { checkOpen: false })) {
      return "output";
    }
    return isWritableStream(value, { checkOpen: false }) ? void 0 : "input";
  },
  webTransform: anyDirection,
  duplex: anyDirection,
  native(value) {
    const standardStreamDirection = getStandardStreamDirection(value);
    if (standardStreamDirection !== void 0) {
      return standardStreamDirection;
    }
    if (isStream(value, { checkOpen: false })) {
      return guessStreamDirection.nodeStream(value);
    }
  }
};
var getStandardStreamDirection = (value) => {
  if ([0, process7.stdin].includes(value)) {
    return "input";
  }
  if ([1, 2, process7.stdout, process7.stderr].includes(value)) {
    return "output";
  }
};
var DEFAULT_DIRECTION = "output";

// node_modules/execa/lib/ipc/array.js
var normalizeIpcStdioArray = (stdioArray, ipc) => ipc && !stdioArray.includes("ipc") ? [...stdioArray, "ipc"] : stdioArray;

// node_modules/execa/lib/stdio/stdio-option.js
var normalizeStdioOption = ({ stdio, ipc, buffer, ...options }, verboseInfo, isSync) => {
  const stdioArray = getStdioArray(stdio, options).map((stdioOption, fdNumber) => addDefaultValue2(stdioOption, fdNumber));
  return isSync ? normalizeStdioSync(stdioArray, buffer, verboseInfo) : normalizeIpcStdioArray(stdioArray, ipc);
};
var getStdioArray = (stdio, options) => {
  if (stdio === void 0) {
    return STANDARD_STREAMS_ALIASES.map((alias) => options[alias]);
  }
  if (hasAlias(options)) {
    throw new Error(`It's not possible to provide \`stdio\` in combination with one of ${STANDARD_STREAMS_ALIASES.map((alias) => `\`${alias}\``).join(", ")}`);
  }
  if (typeof stdio === "string") {
    return [stdio, stdio, stdio];
  }
  if (!Array.isArray(stdio)) {
    throw new TypeError(`Expected \`stdio\` to be of type \`string\` or \`Array\`, got \`${typeof stdio}\``);
  }
  const length = Math.max(stdio.length, STANDARD_STREAMS_ALIASES.length);
  return Array.from({ length }, (_, fdNumber) => stdio[fdNumber]);
};
var hasAlias = (options) => STANDARD_STREAMS_ALIASES.some((alias) => options[alias] !== void 0);
var addDefaultValue2 = (stdioOption, fdNumber) => {
  if (Array.isArray(stdioOption)) {
    return stdioOption.map((item2) => addDefaultValue2(item2, fdNumber));
  }
  if (stdioOption === null || stdioOption === void 0) {
    return fdNumber >= STANDARD_STREAMS_ALIASES.length ? "ignore" : "pipe";
  }
  return stdioOption;
};
var normalizeStdioSync = (stdioArray, buffer, verboseInfo) => stdioArray.map((stdioOption, fdNumber) => !buffer[fdNumber] && fdNumber !== 0 && !isFullVerbose(verboseInfo, fdNumber) && isOutputPipeOnly(stdioOption) ? "ignore" : stdioOption);
var isOutputPipeOnly = (stdioOption) => stdioOption === "pipe" || Array.isArray(stdioOption) && stdioOption.every((item2) => item2 === "pipe");

// node_modules/execa/lib/stdio/native.js
import { readFileSync as readFileSync2 } from "node:fs";
import tty2 from "node:tty";
var handleNativeStream = ({ stdioItem, stdioItem: { type }, isStdioArray, fdNumber, direction, isSync }) => {
  if (!isStdioArray || type !== "native") {
    return stdioItem;
  }
  return isSync ? handleNativeStreamSync({ stdioItem, fdNumber, direction }) : handleNativeStreamAsync({ stdioItem, fdNumber });
};
var handleNativeStreamSync = ({ stdioItem, stdioItem: { value, optionName }, fdNumber, direction }) => {
  const targetFd = getTargetFd({
    value,
    optionName,
    fdNumber,
    direction
  });
  if (targetFd !== void 0) {
    return targetFd;
  }
  if (isStream(value, { checkOpen: false })) {
    throw new TypeError(`The \`${optionName}: Stream\` option cannot both be an array and include a stream with synchronous methods.`);
  }
  return stdioItem;
};
var getTargetFd = ({ value, optionName, fdNumber, direction }) => {
  const targetFdNumber = getTargetFdNumber(value, fdNumber);
  if (targetFdNumber === void 0) {
    return;
  }
  if (direction === "output") {
    return { type: "fileNumber", value: targetFdNumber, optionName };
  }
  if (tty2.isatty(targetFdNumber)) {
    throw new TypeError(`The \`${optionName}: ${serializeOptionValue(value)}\` option is invalid: it cannot be a TTY with synchronous methods.`);
  }
  return { type: "uint8Array", value: bufferToUint8Array(readFileSync2(targetFdNumber)), optionName };
};
var getTargetFdNumber = (value, fdNumber) => {
  if (value === "inherit") {
    return fdNumber;
  }
  if (typeof value === "number") {
    return value;
  }
  const standardStreamIndex = STANDARD_STREAMS.indexOf(value);
  if (standardStreamIndex !== -1) {
    return standardStreamIndex;
  }
};
var handleNativeStreamAsync = ({ stdioItem, stdioItem: { value, optionName }, fdNumber }) => {
  if (value === "inherit") {
    return { type: "nodeStream", value: getStandardStream(fdNumber, value, optionName), optionName };
  }
  if (typeof value === "number") {
    return { type: "nodeStream", value: getStandardStream(value, value, optionName), optionName };
  }
  if (isStream(value, { checkOpen: false })) {
    return { type: "nodeStream", value, optionName };
  }
  return stdioItem;
};
var getStandardStream = (fdNumber, value, optionName) => {
  const standardStream = STANDARD_STREAMS[fdNumber];
  if (standardStream === void 0) {
    throw new TypeError(`The \`${optionName}: ${value}\` option is invalid: no such standard stream.`);
  }
  return standardStream;
};

// node_modules/execa/lib/stdio/input-option.js
var handleInputOptions = ({ input, inputFile }, fdNumber) => fdNumber === 0 ? [
  ...handleInputOption(input),
  ...handleInputFileOption(inputFile)
] : [];
var handleInputOption = (input) => input === void 0 ? [] : [{
  type: getInputType(input),
  value: input,
  optionName: "input"
}];
var getInputType = (input) => {
  if (isReadableStream(input, { checkOpen: false })) {
    return "nodeStream";
  }
  if (typeof input === "string") {
    return "string";
  }
  if (isUint8Array(input)) {
    return "uint8Array";
  }
  throw new Error("The `input` option must be a string, a Uint8Array or a Node.js Readable stream.");
};
var handleInputFileOption = (inputFile) => inputFile === void 0 ? [] : [{
  ...getInputFileType(inputFile),
  optionName: "inputFile"
}];
var getInputFileType = (inputFile) => {
  if (isUrl(inputFile)) {
    return { type: "fileUrl", value: inputFile };
  }
  if (isFilePathString(inputFile)) {
    return { type: "filePath", value: { file: inputFile } };
  }
  throw new Error("The `inputFile` option must be a file path string or a file URL.");
};

// node_modules/execa/lib/stdio/duplicate.js
var filterDuplicates = (stdioItems) => stdioItems.filter((stdioItemOne, indexOne) => stdioItems.every((stdioItemTwo, indexTwo) => stdioItemOne.value !== stdioItemTwo.value || indexOne >= indexTwo || stdioItemOne.type === "generator" || stdioItemOne.type === "asyncGenerator"));
var getDuplicateStream = ({ stdioItem: { type, value, optionName }, direction, fileDescriptors, isSync }) => {
  const otherStdioItems = getOtherStdioItems(fileDescriptors, type);
  if (otherStdioItems.length === 0) {
    return;
  }
  if (isSync) {
    validateDuplicateStreamSync({
      otherStdioItems,
      type,
      value,
      optionName,
      direction
    });
    return;
  }
  if (SPECIAL_DUPLICATE_TYPES.has(type)) {
    return getDuplicateStreamInstance({
      otherStdioItems,
      type,
      value,
      optionName,
      direction
    });
  }
  if (FORBID_DUPLICATE_TYPES.has(type)) {
    validateDuplicateTransform({
      otherStdioItems,
      type,
      value,
      optionName
    });
  }
};
var getOtherStdioItems = (fileDescriptors, type) => fileDescriptors.flatMap(({ direction, stdioItems }) => stdioItems.filter((stdioItem) => stdioItem.type === type).map(((stdioItem) => ({ ...stdioItem, direction }))));
var validateDuplicateStreamSync = ({ otherStdioItems, type, value, optionName, direction }) => {
  if (SPECIAL_DUPLICATE_TYPES_SYNC.has(type)) {
    getDuplicateStreamInstance({
      otherStdioItems,
      type,
      value,
      optionName,
      direction
    });
  }
};
var getDuplicateStreamInstance = ({ otherStdioItems, type, value, optionName, direction }) => {
  const duplicateStdioItems = otherStdioItems.filter((stdioItem) => hasSameValue(stdioItem, value));
  if (duplicateStdioItems.length === 0) {
    return;
  }
  const differentStdioItem = duplicateStdioItems.find((stdioItem) => stdioItem.direction !== direction);
  throwOnDuplicateStream(differentStdioItem, optionName, type);
  return direction === "output" ? duplicateStdioItems[0].stream : void 0;
};
var hasSameValue = ({ type, value }, secondValue) => {
  if (type === "filePath") {
    return value.file === secondValue.file;
  }
  if (type === "fileUrl") {
    return value.href === secondValue.href;
  }
  return value === secondValue;
};
var validateDuplicateTransform = ({ otherStdioItems, type, value, optionName }) => {
  const duplicateStdioItem = otherStdioItems.find(({ value: { transform } }) => transform === value.transform);
  throwOnDuplicateStream(duplicateStdioItem, optionName, type);
};
var throwOnDuplicateStream = (stdioItem, optionName, type) => {
  if (stdioItem !== void 0) {
    throw new TypeError(`The \`${stdioItem.optionName}\` and \`${optionName}\` options must not target ${TYPE_TO_MESSAGE[type]} that is the same.`);
  }
};

// node_modules/execa/lib/stdio/handle.js
var handleStdio = (addProperties3, options, verboseInfo, isSync) => {
  const stdio = normalizeStdioOption(options, verboseInfo, isSync);
  const initialFileDescriptors = stdio.map((stdioOption, fdNumber) => getFileDescriptor({
    stdioOption,
    fdNumber,
    options,
    isSync
  }));
  const fileDescriptors = getFinalFileDescriptors({
    initialFileDescriptors,
    addProperties: addProperties3,
    options,
    isSync
  });
  options.stdio = fileDescriptors.map(({ stdioItems }) => forwardStdio(stdioItems));
  return fileDescriptors;
};
var getFileDescriptor = ({ stdioOption, fdNumber, options, isSync }) => {
  const optionName = getStreamName(fdNumber);
  const { stdioItems: initialStdioItems, isStdioArray } = initializeStdioItems({
    stdioOption,
    fdNumber,
    options,
    optionName
  });
  const direction = getStreamDirection(initialStdioItems, fdNumber, optionName);
  const stdioItems = initialStdioItems.map((stdioItem) => handleNativeStream({
    stdioItem,
    isStdioArray,
    fdNumber,
    direction,
    isSync
  }));
  const normalizedStdioItems = normalizeTransforms(stdioItems, optionName, direction, options);
  const objectMode = getFdObjectMode(normalizedStdioItems, direction);
  validateFileObjectMode(normalizedStdioItems, objectMode);
  return { direction, objectMode, stdioItems: normalizedStdioItems };
};
var initializeStdioItems = ({ stdioOption, fdNumber, options, optionName }) => {
  const values = Array.isArray(stdioOption) ? stdioOption : [stdioOption];
  const initialStdioItems = [
    ...values.map((value) => initializeStdioItem(value, optionName)),
    ...handleInputOptions(options, fdNumber)
  ];
  const stdioItems = filterDuplicates(initialStdioItems);
  const isStdioArray = stdioItems.length > 1;
  validateStdioArray(stdioItems, isStdioArray, optionName);
  validateStreams(stdioItems);
  return { stdioItems, isStdioArray };
};
var initializeStdioItem = (value, optionName) => ({
  type: getStdioItemType(value, optionName),
  value,
  optionName
});
var validateStdioArray = (stdioItems, isStdioArray, optionName) => {
  if (stdioItems.length === 0) {
    throw new TypeError(`The \`${optionName}\` option must not be an empty array.`);
  }
  if (!isStdioArray) {
    return;
  }
  for (const { value, optionName: optionName2 } of stdioItems) {
    if (INVALID_STDIO_ARRAY_OPTIONS.has(value)) {
      throw new Error(`The \`${optionName2}\` option must not include \`${value}\`.`);
    }
  }
};
var INVALID_STDIO_ARRAY_OPTIONS = /* @__PURE__ */ new Set(["ignore", "ipc"]);
var validateStreams = (stdioItems) => {
  for (const stdioItem of stdioItems) {
    validateFileStdio(stdioItem);
  }
};
var validateFileStdio = ({ type, value, optionName }) => {
  if (isRegularUrl(value)) {
    throw new TypeError(`The \`${optionName}: URL\` option must use the \`file:\` scheme.
For example, you can use the \`pathToFileURL()\` method of the \`url\` core module.`);
  }
  if (isUnknownStdioString(type, value)) {
    throw new TypeError(`The \`${optionName}: { file: '...' }\` option must be used instead of \`${optionName}: '...'\`.`);
  }
};
var validateFileObjectMode = (stdioItems, objectMode) => {
  if (!objectMode) {
    return;
  }
  const fileStdioItem = stdioItems.find(({ type }) => FILE_TYPES.has(type));
  if (fileStdioItem !== void 0) {
    throw new TypeError(`The \`${fileStdioItem.optionName}\` option cannot use both files and transforms in objectMode.`);
  }
};
var getFinalFileDescriptors = ({ initialFileDescriptors, addProperties: addProperties3, options, isSync }) => {
  const fileDescriptors = [];
  try {
    for (const fileDescriptor of initialFileDescriptors) {
      fileDescriptors.push(getFinalFileDescriptor({
        fileDescriptor,
        fileDescriptors,
        addProperties: addProperties3,
        options,
        isSync
      }));
    }
    return fileDescriptors;
  } catch (error) {
    cleanupCustomStreams(fileDescriptors);
    throw error;
  }
};
var getFinalFileDescriptor = ({
  fileDescriptor: { direction, objectMode, stdioItems },
  fileDescriptors,
  addProperties: addProperties3,
  options,
  isSync
}) => {
  const finalStdioItems = stdioItems.map((stdioItem) => addStreamProperties({
    stdioItem,
    addProperties: addProperties3,
    direction,
    options,
    fileDescriptors,
    isSync
  }));
  return { direction, objectMode, stdioItems: finalStdioItems };
};
var addStreamProperties = ({ stdioItem, addProperties: addProperties3, direction, options, fileDescriptors, isSync }) => {
  const duplicateStream = getDuplicateStream({
    stdioItem,
    direction,
    fileDescriptors,
    isSync
  });
  if (duplicateStream !== void 0) {
    return { ...stdioItem, stream: duplicateStream };
  }
  return {
    ...stdioItem,
    ...addProperties3[direction][stdioItem.type](stdioItem, options)
  };
};
var cleanupCustomStreams = (fileDescriptors) => {
  for (const { stdioItems } of fileDescriptors) {
    for (const { stream } of stdioItems) {
      if (stream !== void 0 && !isStandardStream(stream)) {
        stream.destroy();
      }
    }
  }
};
var forwardStdio = (stdioItems) => {
  if (stdioItems.length > 1) {
    return stdioItems.some(({ value: value2 }) => value2 === "overlapped") ? "overlapped" : "pipe";
  }
  const [{ type, value }] = stdioItems;
  return type === "native" ? value : "pipe";
};

// node_modules/execa/lib/stdio/handle-sync.js
var handleStdioSync = (options, verboseInfo) => handleStdio(addPropertiesSync, options, verboseInfo, true);
var forbiddenIfSync = ({ type, optionName }) => {
  throwInvalidSyncValue(optionName, TYPE_TO_MESSAGE[type]);
};
var forbiddenNativeIfSync = ({ optionName, value }) => {
  if (value === "ipc" || value === "overlapped") {
    throwInvalidSyncValue(optionName, `"${value}"`);
  }
  return {};
};
var throwInvalidSyncValue = (optionName, value) => {
  throw new TypeError(`The \`${optionName}\` option cannot be ${value} with synchronous methods.`);
};
var addProperties = {
  generator() {
  },
  asyncGenerator: forbiddenIfSync,
  webStream: forbiddenIfSync,
  nodeStream: forbiddenIfSync,
  webTransform: forbiddenIfSync,
  duplex: forbiddenIfSync,
  asyncIterable: forbiddenIfSync,
  native: forbiddenNativeIfSync
};
var addPropertiesSync = {
  input: {
    ...addProperties,
    fileUrl: ({ value }) => ({ contents: [bufferToUint8Array(readFileSync3(value))] }),
    filePath: ({ value: { file } }) => ({ contents: [bufferToUint8Array(readFileSync3(file))] }),
    fileNumber: forbiddenIfSync,
    iterable: ({ value }) => ({ contents: [...value] }),
    string: ({ value }) => ({ contents: [value] }),
    uint8Array: ({ value }) => ({ contents: [value] })
  },
  output: {
    ...addProperties,
    fileUrl: ({ value }) => ({ path: value }),
    filePath: ({ value: { file, append } }) => ({ path: file, append }),
    fileNumber: ({ value }) => ({ path: value }),
    iterable: forbiddenIfSync,
    string: forbiddenIfSync,
    uint8Array: forbiddenIfSync
  }
};

// node_modules/execa/lib/io/strip-newline.js
var stripNewline = (value, { stripFinalNewline: stripFinalNewline2 }, fdNumber) => getStripFinalNewline(stripFinalNewline2, fdNumber) && value !== void 0 && !Array.isArray(value) ? stripFinalNewline(value) : value;
var getStripFinalNewline = (stripFinalNewline2, fdNumber) => fdNumber === "all" ? stripFinalNewline2[1] || stripFinalNewline2[2] : stripFinalNewline2[fdNumber];

// node_modules/execa/lib/transform/generator.js
import { Transform, getDefaultHighWaterMark } from "node:stream";

// node_modules/execa/lib/transform/split.js
var getSplitLinesGenerator = (binary, preserveNewlines, skipped, state) => binary || skipped ? void 0 : initializeSplitLines(preserveNewlines, state);
var splitLinesSync = (chunk, preserveNewlines, objectMode) => objectMode ? chunk.flatMap((item2) => splitLinesItemSync(item2, preserveNewlines)) : splitLinesItemSync(chunk, preserveNewlines);
var splitLinesItemSync = (chunk, preserveNewlines) => {
  const { transform, final } = initializeSplitLines(preserveNewlines, {});
  return [...transform(chunk), ...final()];
};
var initializeSplitLines = (preserveNewlines, state) => {
  state.previousChunks = "";
  return {
    transform: splitGenerator.bind(void 0, state, preserveNewlines),
    final: linesFinal.bind(void 0, state)
  };
};
var splitGenerator = function* (state, preserveNewlines, chunk) {
  if (typeof chunk !== "string") {
    yield chunk;
    return;
  }
  let { previousChunks } = state;
  let start = -1;
  for (let end = 0; end < chunk.length; end += 1) {
    if (chunk[end] === "\n") {
      const newlineLength = getNewlineLength(chunk, end, preserveNewlines, state);
      let line = chunk.slice(start + 1, end + 1 - newlineLength);
      if (previousChunks.length > 0) {
        line = concatString(previousChunks, line);
        previousChunks = "";
      }
      yield line;
      start = end;
    }
  }
  if (start !== chunk.length - 1) {
    previousChunks = concatString(previousChunks, chunk.slice(start + 1));
  }
  state.previousChunks = previousChunks;
};
var getNewlineLength = (chunk, end, preserveNewlines, state) => {
  if (preserveNewlines) {
    return 0;
  }
  state.isWindowsNewline = end !== 0 && chunk[end - 1] === "\r";
  return state.isWindowsNewline ? 2 : 1;
};
var linesFinal = function* ({ previousChunks }) {
  if (previousChunks.length > 0) {
    yield previousChunks;
  }
};
var getAppendNewlineGenerator = ({ binary, preserveNewlines, readableObjectMode, state }) => binary || preserveNewlines || readableObjectMode ? void 0 : { transform: appendNewlineGenerator.bind(void 0, state) };
var appendNewlineGenerator = function* ({ isWindowsNewline = false }, chunk) {
  const { unixNewline, windowsNewline, LF: LF2, concatBytes } = typeof chunk === "string" ? linesStringInfo : linesUint8ArrayInfo;
  if (chunk.at(-1) === LF2) {
    yield chunk;
    return;
  }
  const newline = isWindowsNewline ? windowsNewline : unixNewline;
  yield concatBytes(chunk, newline);
};
var concatString = (firstChunk, secondChunk) => `${firstChunk}${secondChunk}`;
var linesStringInfo = {
  windowsNewline: "\r\n",
  unixNewline: "\n",
  LF: "\n",
  concatBytes: concatString
};
var concatUint8Array = (firstChunk, secondChunk) => {
  const chunk = new Uint8Array(firstChunk.length + secondChunk.length);
  chunk.set(firstChunk, 0);
  chunk.set(secondChunk, firstChunk.length);
  return chunk;
};
var linesUint8ArrayInfo = {
  windowsNewline: new Uint8Array([13, 10]),
  unixNewline: new Uint8Array([10]),
  LF: 10,
  concatBytes: concatUint8Array
};

// node_modules/execa/lib/transform/validate.js
import { Buffer as Buffer2 } from "node:buffer";
var getValidateTransformInput = (writableObjectMode, optionName) => writableObjectMode ? void 0 : validateStringTransformInput.bind(void 0, optionName);
var validateStringTransformInput = function* (optionName, chunk) {
  if (typeof chunk !== "string" && !isUint8Array(chunk) && !Buffer2.isBuffer(chunk)) {
    throw new TypeError(`The \`${optionName}\` option's transform must use "objectMode: true" to receive as input: ${typeof chunk}.`);
  }
  yield chunk;
};
var getValidateTransformReturn = (readableObjectMode, optionName) => readableObjectMode ? validateObjectTransformReturn.bind(void 0, optionName) : validateStringTransformReturn.bind(void 0, optionName);
var validateObjectTransformReturn = function* (optionName, chunk) {
  validateEmptyReturn(optionName, chunk);
  yield chunk;
};
var validateStringTransformReturn = function* (optionName, chunk) {
  validateEmptyReturn(optionName, chunk);
  if (typeof chunk !== "string" && !isUint8Array(chunk)) {
    throw new TypeError(`The \`${optionName}\` option's function must yield a string or an Uint8Array, not ${typeof chunk}.`);
  }
  yield chunk;
};
var validateEmptyReturn = (optionName, chunk) => {
  if (chunk === null || chunk === void 0) {
    throw new TypeError(`The \`${optionName}\` option's function must not call \`yield ${chunk}\`.
Instead, \`yield\` should either be called with a value, or not be called at all. For example:
  if (condition) { yield value; }`);
  }
};

// node_modules/execa/lib/transform/encoding-transform.js
import { Buffer as Buffer3 } from "node:buffer";
import { StringDecoder as StringDecoder2 } from "node:string_decoder";
var getEncodingTransformGenerator = (binary, encoding, skipped) => {
  if (skipped) {
    return;
  }
  if (binary) {
    return { transform: encodingUint8ArrayGenerator.bind(void 0, new TextEncoder()) };
  }
  const stringDecoder = new StringDecoder2(encoding);
  return {
    transform: encodingStringGenerator.bind(void 0, stringDecoder),
    final: encodingStringFinal.bind(void 0, stringDecoder)
  };
};
var encodingUint8ArrayGenerator = function* (textEncoder3, chunk) {
  if (Buffer3.isBuffer(chunk)) {
    yield bufferToUint8Array(chunk);
  } else if (typeof chunk === "string") {
    yield textEncoder3.encode(chunk);
  } else {
    yield chunk;
  }
};
var encodingStringGenerator = function* (stringDecoder, chunk) {
  yield isUint8Array(chunk) ? stringDecoder.write(chunk) : chunk;
};
var encodingStringFinal = function* (stringDecoder) {
  const lastChunk = stringDecoder.end();
  if (lastChunk !== "") {
    yield lastChunk;
  }
};

// node_modules/execa/lib/transform/run-async.js
import { callbackify } from "node:util";
var pushChunks = callbackify(async (getChunks, state, getChunksArguments, transformStream) => {
  state.currentIterable = getChunks(...getChunksArguments);
  try {
    for await (const chunk of state.currentIterable) {
      transformStream.push(chunk);
    }
  } finally {
    delete state.currentIterable;
  }
});
var transformChunk = async function* (chunk, generators, index) {
  if (index === generators.length) {
    yield chunk;
    return;
  }
  const { transform = identityGenerator } = generators[index];
  for await (const transformedChunk of transform(chunk)) {
    yield* transformChunk(transformedChunk, generators, index + 1);
  }
};
var finalChunks = async function* (generators) {
  for (const [index, { final }] of Object.entries(generators)) {
    yield* generatorFinalChunks(final, Number(index), generators);
  }
};
var generatorFinalChunks = async function* (final, index, generators) {
  if (final === void 0) {
    return;
  }
  for await (const finalChunk of final()) {
    yield* transformChunk(finalChunk, generators, index + 1);
  }
};
var destroyTransform = callbackify(async ({ currentIterable }, error) => {
  if (currentIterable !== void 0) {
    await (error ? currentIterable.throw(error) : currentIterable.return());
    return;
  }
  if (error) {
    throw error;
  }
});
var identityGenerator = function* (chunk) {
  yield chunk;
};

// node_modules/execa/lib/transform/run-sync.js
var pushChunksSync = (getChunksSync, getChunksArguments, transformStream, done) => {
  try {
    for (const chunk of getChunksSync(...getChunksArguments)) {
      transformStream.push(chunk);
    }
    done();
  } catch (error) {
    done(error);
  }
};
var runTransformSync = (generators, chunks) => [
  ...chunks.flatMap((chunk) => [...transformChunkSync(chunk, generators, 0)]),
  ...finalChunksSync(generators)
];
var transformChunkSync = function* (chunk, generators, index) {
  if (index === generators.length) {
    yield chunk;
    return;
  }
  const { transform = identityGenerator2 } = generators[index];
  for (const transformedChunk of transform(chunk)) {
    yield* transformChunkSync(transformedChunk, generators, index + 1);
  }
};
var finalChunksSync = function* (generators) {
  for (const [index, { final }] of Object.entries(generators)) {
    yield* generatorFinalChunksSync(final, Number(index), generators);
  }
};
var generatorFinalChunksSync = function* (final, index, generators) {
  if (final === void 0) {
    return;
  }
  for (const finalChunk of final()) {
    yield* transformChunkSync(finalChunk, generators, index + 1);
  }
};
var identityGenerator2 = function* (chunk) {
  yield chunk;
};

// node_modules/execa/lib/transform/generator.js
var generatorToStream = ({
  value,
  value: { transform, final, writableObjectMode, readableObjectMode },
  optionName
}, { encoding }) => {
  const state = {};
  const generators = addInternalGenerators(value, encoding, optionName);
  const transformAsync = isAsyncGenerator(transform);
  const finalAsync = isAsyncGenerator(final);
  const transformMethod = transformAsync ? pushChunks.bind(void 0, transformChunk, state) : pushChunksSync.bind(void 0, transformChunkSync);
  const finalMethod = transformAsync || finalAsync ? pushChunks.bind(void 0, finalChunks, state) : pushChunksSync.bind(void 0, finalChunksSync);
  const destroyMethod = transformAsync || finalAsync ? destroyTransform.bind(void 0, state) : void 0;
  const stream = new Transform({
    writableObjectMode,
    writableHighWaterMark: getDefaultHighWaterMark(writableObjectMode),
    readableObjectMode,
    readableHighWaterMark: getDefaultHighWaterMark(readableObjectMode),
    transform(chunk, encoding2, done) {
      transformMethod([chunk, generators, 0], this, done);
    },
    flush(done) {
      finalMethod([generators], this, done);
    },
    destroy: destroyMethod
  });
  return { stream };
};
var runGeneratorsSync = (chunks, stdioItems, encoding, isInput) => {
  const generators = stdioItems.filter(({ type }) => type === "generator");
  const reversedGenerators = isInput ? generators.reverse() : generators;
  for (const { value, optionName } of reversedGenerators) {
    const generators2 = addInternalGenerators(value, encoding, optionName);
    chunks = runTransformSync(generators2, chunks);
  }
  return chunks;
};
var addInternalGenerators = ({ transform, final, binary, writableObjectMode, readableObjectMode, preserveNewlines }, encoding, optionName) => {
  const state = {};
  return [
    { transform: getValidateTransformInput(writableObjectMode, optionName) },
    getEncodingTransformGenerator(binary, encoding, writableObjectMode),
    getSplitLinesGenerator(binary, preserveNewlines, writableObjectMode, state),
    { transform, final },
    { transform: getValidateTransformReturn(readableObjectMode, optionName) },
    getAppendNewlineGenerator({
      binary,
      preserveNewlines,
      readableObjectMode,
      state
    })
  ].filter(Boolean);
};

// node_modules/execa/lib/io/input-sync.js
var addInputOptionsSync = (fileDescriptors, options) => {
  for (const fdNumber of getInputFdNumbers(fileDescriptors)) {
    addInputOptionSync(fileDescriptors, fdNumber, options);
  }
};
var getInputFdNumbers = (fileDescriptors) => new Set(Object.entries(fileDescriptors).filter(([, { direction }]) => direction === "input").map(([fdNumber]) => Number(fdNumber)));
var addInputOptionSync = (fileDescriptors, fdNumber, options) => {
  const { stdioItems } = fileDescriptors[fdNumber];
  const allStdioItems = stdioItems.filter(({ contents }) => contents !== void 0);
  if (allStdioItems.length === 0) {
    return;
  }
  if (fdNumber !== 0) {
    const [{ type, optionName }] = allStdioItems;
    throw new TypeError(`Only the \`stdin\` option, not \`${optionName}\`, can be ${TYPE_TO_MESSAGE[type]} with synchronous methods.`);
  }
  const allContents = allStdioItems.map(({ contents }) => contents);
  const transformedContents = allContents.map((contents) => applySingleInputGeneratorsSync(contents, stdioItems));
  options.input = joinToUint8Array(transformedContents);
};
var applySingleInputGeneratorsSync = (contents, stdioItems) => {
  const newContents = runGeneratorsSync(contents, stdioItems, "utf8", true);
  validateSerializable(newContents);
  return joinToUint8Array(newContents);
};
var validateSerializable = (newContents) => {
  const invalidItem = newContents.find((item2) => typeof item2 !== "string" && !isUint8Array(item2));
  if (invalidItem !== void 0) {
    throw new TypeError(`The \`stdin\` option is invalid: when passing objects as input, a transform must be used to serialize them to strings or Uint8Arrays: ${invalidItem}.`);
  }
};

// node_modules/execa/lib/io/output-sync.js
import { writeFileSync, appendFileSync } from "node:fs";

// node_modules/execa/lib/verbose/output.js
var shouldLogOutput = ({ stdioItems, encoding, verboseInfo, fdNumber }) => fdNumber !== "all" && isFullVerbose(verboseInfo, fdNumber) && !BINARY_ENCODINGS.has(encoding) && fdUsesVerbose(fdNumber) && (stdioItems.some(({ type, value }) => type === "native" && PIPED_STDIO_VALUES.has(value)) || stdioItems.every(({ type }) => TRANSFORM_TYPES.has(type)));
var fdUsesVerbose = (fdNumber) => fdNumber === 1 || fdNumber === 2;
var PIPED_STDIO_VALUES = /* @__PURE__ */ new Set(["pipe", "overlapped"]);
var logLines = async (linesIterable, stream, fdNumber, verboseInfo) => {
  for await (const line of linesIterable) {
    if (!isPipingStream(stream)) {
      logLine(line, fdNumber, verboseInfo);
    }
  }
};
var logLinesSync = (linesArray, fdNumber, verboseInfo) => {
  for (const line of linesArray) {
    logLine(line, fdNumber, verboseInfo);
  }
};
var isPipingStream = (stream) => stream._readableState.pipes.length > 0;
var logLine = (line, fdNumber, verboseInfo) => {
  const verboseMessage = serializeVerboseMessage(line);
  verboseLog({
    type: "output",
    verboseMessage,
    fdNumber,
    verboseInfo
  });
};

// node_modules/execa/lib/io/output-sync.js
var transformOutputSync = ({ fileDescriptors, syncResult: { output }, options, isMaxBuffer, verboseInfo }) => {
  if (output === null) {
    return { output: Array.from({ length: 3 }) };
  }
  const state = {};
  const outputFiles = /* @__PURE__ */ new Set([]);
  const transformedOutput = output.map((result, fdNumber) => transformOutputResultSync({
    result,
    fileDescriptors,
    fdNumber,
    state,
    outputFiles,
    isMaxBuffer,
    verboseInfo
  }, options));
  return { output: transformedOutput, ...state };
};
var transformOutputResultSync = ({ result, fileDescriptors, fdNumber, state, outputFiles, isMaxBuffer, verboseInfo }, { buffer, encoding, lines, stripFinalNewline: stripFinalNewline2, maxBuffer }) => {
  if (result === null) {
    return;
  }
  const truncatedResult = truncateMaxBufferSync(result, isMaxBuffer, maxBuffer);
  const uint8ArrayResult = bufferToUint8Array(truncatedResult);
  const { stdioItems, objectMode } = fileDescriptors[fdNumber];
  const chunks = runOutputGeneratorsSync([uint8ArrayResult], stdioItems, encoding, state);
  const { serializedResult, finalResult = serializedResult } = serializeChunks({
    chunks,
    objectMode,
    encoding,
    lines,
    stripFinalNewline: stripFinalNewline2,
    fdNumber
  });
  logOutputSync({
    serializedResult,
    fdNumber,
    state,
    verboseInfo,
    encoding,
    stdioItems,
    objectMode
  });
  const returnedResult = buffer[fdNumber] ? finalResult : void 0;
  try {
    if (state.error === void 0) {
      writeToFiles(serializedResult, stdioItems, outputFiles);
    }
    return returnedResult;
  } catch (error) {
    state.error = error;
    return returnedResult;
  }
};
var runOutputGeneratorsSync = (chunks, stdioItems, encoding, state) => {
  try {
    return runGeneratorsSync(chunks, stdioItems, encoding, false);
  } catch (error) {
    state.error = error;
    return chunks;
  }
};
var serializeChunks = ({ chunks, objectMode, encoding, lines, stripFinalNewline: stripFinalNewline2, fdNumber }) => {
  if (objectMode) {
    return { serializedResult: chunks };
  }
  if (encoding === "buffer") {
    return { serializedResult: joinToUint8Array(chunks) };
  }
  const serializedResult = joinToString(chunks, encoding);
  if (lines[fdNumber]) {
    return { serializedResult, finalResult: splitLinesSync(serializedResult, !stripFinalNewline2[fdNumber], objectMode) };
  }
  return { serializedResult };
};
var logOutputSync = ({ serializedResult, fdNumber, state, verboseInfo, encoding, stdioItems, objectMode }) => {
  if (!shouldLogOutput({
    stdioItems,
    encoding,
    verboseInfo,
    fdNumber
  })) {
    return;
  }
  const linesArray = splitLinesSync(serializedResult, false, objectMode);
  try {
    logLinesSync(linesArray, fdNumber, verboseInfo);
  } catch (error) {
    state.error ??= error;
  }
};
var writeToFiles = (serializedResult, stdioItems, outputFiles) => {
  for (const { path: path6, append } of stdioItems.filter(({ type }) => FILE_TYPES.has(type))) {
    const pathString = typeof path6 === "string" ? path6 : path6.toString();
    if (append || outputFiles.has(pathString)) {
      appendFileSync(path6, serializedResult);
    } else {
      outputFiles.add(pathString);
      writeFileSync(path6, serializedResult);
    }
  }
};

// node_modules/execa/lib/resolve/all-sync.js
var getAllSync = ([, stdout, stderr], options) => {
  if (!options.all) {
    return;
  }
  if (stdout === void 0) {
    return stderr;
  }
  if (stderr === void 0) {
    return stdout;
  }
  if (Array.isArray(stdout)) {
    return Array.isArray(stderr) ? [...stdout, ...stderr] : [...stdout, stripNewline(stderr, options, "all")];
  }
  if (Array.isArray(stderr)) {
    return [stripNewline(stdout, options, "all"), ...stderr];
  }
  if (isUint8Array(stdout) && isUint8Array(stderr)) {
    return concatUint8Arrays([stdout, stderr]);
  }
  return `${stdout}${stderr}`;
};

// node_modules/execa/lib/resolve/exit-async.js
import { once as once4 } from "node:events";
var waitForExit = async (subprocess, context) => {
  const [exitCode, signal] = await waitForExitOrError(subprocess);
  context.isForcefullyTerminated ??= false;
  return [exitCode, signal];
};
var waitForExitOrError = async (subprocess) => {
  const [spawnPayload, exitPayload] = await Promise.allSettled([
    once4(subprocess, "spawn"),
    once4(subprocess, "exit")
  ]);
  if (spawnPayload.status === "rejected") {
    return [];
  }
  return exitPayload.status === "rejected" ? waitForSubprocessExit(subprocess) : exitPayload.value;
};
var waitForSubprocessExit = async (subprocess) => {
  try {
    return await once4(subprocess, "exit");
  } catch {
    return waitForSubprocessExit(subprocess);
  }
};
var waitForSuccessfulExit = async (exitPromise) => {
  const [exitCode, signal] = await exitPromise;
  if (!isSubprocessErrorExit(exitCode, signal) && isFailedExit(exitCode, signal)) {
    throw new DiscardedError();
  }
  return [exitCode, signal];
};
var isSubprocessErrorExit = (exitCode, signal) => exitCode === void 0 && signal === void 0;
var isFailedExit = (exitCode, signal) => exitCode !== 0 || signal !== null;

// node_modules/execa/lib/resolve/exit-sync.js
var getExitResultSync = ({ error, status: exitCode, signal, output }, { maxBuffer }) => {
  const resultError = getResultError(error, exitCode, signal);
  const timedOut = resultError?.code === "ETIMEDOUT";
  const isMaxBuffer = isMaxBufferSync(resultError, output, maxBuffer);
  return {
    resultError,
    exitCode,
    signal,
    timedOut,
    isMaxBuffer
  };
};
var getResultError = (error, exitCode, signal) => {
  if (error !== void 0) {
    return error;
  }
  return isFailedExit(exitCode, signal) ? new DiscardedError() : void 0;
};

// node_modules/execa/lib/methods/main-sync.js
var execaCoreSync = (rawFile, rawArguments, rawOptions) => {
  const { file, commandArguments, command, escapedCommand, startTime, verboseInfo, options, fileDescriptors } = handleSyncArguments(rawFile, rawArguments, rawOptions);
  const result = spawnSubprocessSync({
    file,
    commandArguments,
    options,
    command,
    escapedCommand,
    verboseInfo,
    fileDescriptors,
    startTime
  });
  return handleResult(result, verboseInfo, options);
};
var handleSyncArguments = (rawFile, rawArguments, rawOptions) => {
  const { command, escapedCommand, startTime, verboseInfo } = handleCommand(rawFile, rawArguments, rawOptions);
  const syncOptions = normalizeSyncOptions(rawOptions);
  const { file, commandArguments, options } = normalizeOptions(rawFile, rawArguments, syncOptions);
  validateSyncOptions(options);
  const fileDescriptors = handleStdioSync(options, verboseInfo);
  return {
    file,
    commandArguments,
    command,
    escapedCommand,
    startTime,
    verboseInfo,
    options,
    fileDescriptors
  };
};
var normalizeSyncOptions = (options) => options.node && !options.ipc ? { ...options, ipc: false } : options;
var validateSyncOptions = ({ ipc, ipcInput, detached, cancelSignal }) => {
  if (ipcInput) {
    throwInvalidSyncOption("ipcInput");
  }
  if (ipc) {
    throwInvalidSyncOption("ipc: true");
  }
  if (detached) {
    throwInvalidSyncOption("detached: true");
  }
  if (cancelSignal) {
    throwInvalidSyncOption("cancelSignal");
  }
};
var throwInvalidSyncOption = (value) => {
  throw new TypeError(`The "${value}" option cannot be used with synchronous methods.`);
};
var spawnSubprocessSync = ({ file, commandArguments, options, command, escapedCommand, verboseInfo, fileDescriptors, startTime }) => {
  const syncResult = runSubprocessSync({
    file,
    commandArguments,
    options,
    command,
    escapedCommand,
    fileDescriptors,
    startTime
  });
  if (syncResult.failed) {
    return syncResult;
  }
  const { resultError, exitCode, signal, timedOut, isMaxBuffer } = getExitResultSync(syncResult, options);
  const { output, error = resultError } = transformOutputSync({
    fileDescriptors,
    syncResult,
    options,
    isMaxBuffer,
    verboseInfo
  });
  const stdio = output.map((stdioOutput, fdNumber) => stripNewline(stdioOutput, options, fdNumber));
  const all = stripNewline(getAllSync(output, options), options, "all");
  return getSyncResult({
    error,
    exitCode,
    signal,
    timedOut,
    isMaxBuffer,
    stdio,
    all,
    options,
    command,
    escapedCommand,
    startTime
  });
};
var runSubprocessSync = ({ file, commandArguments, options, command, escapedCommand, fileDescriptors, startTime }) => {
  try {
    addInputOptionsSync(fileDescriptors, options);
    const normalizedOptions = normalizeSpawnSyncOptions(options);
    return spawnSync(...concatenateShell(file, commandArguments, normalizedOptions));
  } catch (error) {
    return makeEarlyError({
      error,
      command,
      escapedCommand,
      fileDescriptors,
      options,
      startTime,
      isSync: true
    });
  }
};
var normalizeSpawnSyncOptions = ({ encoding, maxBuffer, ...options }) => ({ ...options, encoding: "buffer", maxBuffer: getMaxBufferSync(maxBuffer) });
var getSyncResult = ({ error, exitCode, signal, timedOut, isMaxBuffer, stdio, all, options, command, escapedCommand, startTime }) => error === void 0 ? makeSuccessResult({
  command,
  escapedCommand,
  stdio,
  all,
  ipcOutput: [],
  options,
  startTime
}) : makeError({
  error,
  command,
  escapedCommand,
  timedOut,
  isCanceled: false,
  isGracefullyCanceled: false,
  isMaxBuffer,
  isForcefullyTerminated: false,
  exitCode,
  signal,
  stdio,
  all,
  ipcOutput: [],
  options,
  startTime,
  isSync: true
});

// node_modules/execa/lib/methods/main-async.js
import { setMaxListeners } from "node:events";
import { spawn as spawn2 } from "node:child_process";

// node_modules/execa/lib/ipc/methods.js
import process8 from "node:process";

// node_modules/execa/lib/ipc/get-one.js
import { once as once5, on as on2 } from "node:events";
var getOneMessage = ({ anyProcess, channel, isSubprocess, ipc }, { reference = true, filter } = {}) => {
  validateIpcMethod({
    methodName: "getOneMessage",
    isSubprocess,
    ipc,
    isConnected: isConnected(anyProcess)
  });
  return getOneMessageAsync({
    anyProcess,
    channel,
    isSubprocess,
    filter,
    reference
  });
};
var getOneMessageAsync = async ({ anyProcess, channel, isSubprocess, filter, reference }) => {
  addReference(channel, reference);
  const ipcEmitter = getIpcEmitter(anyProcess, channel, isSubprocess);
  const controller = new AbortController();
  try {
    return await Promise.race([
      getMessage(ipcEmitter, filter, controller),
      throwOnDisconnect2(ipcEmitter, isSubprocess, controller),
      throwOnStrictError(ipcEmitter, isSubprocess, controller)
    ]);
  } catch (error) {
    disconnect(anyProcess);
    throw error;
  } finally {
    controller.abort();
    removeReference(channel, reference);
  }
};
var getMessage = async (ipcEmitter, filter, { signal }) => {
  if (filter === void 0) {
    const [message] = await once5(ipcEmitter, "message", { signal });
    return message;
  }
  for await (const [message] of on2(ipcEmitter, "message", { signal })) {
    if (filter(message)) {
      return message;
    }
  }
};
var throwOnDisconnect2 = async (ipcEmitter, isSubprocess, { signal }) => {
  await once5(ipcEmitter, "disconnect", { signal });
  throwOnEarlyDisconnect(isSubprocess);
};
var throwOnStrictError = async (ipcEmitter, isSubprocess, { signal }) => {
  const [error] = await once5(ipcEmitter, "strict:error", { signal });
  throw getStrictResponseError(error, isSubprocess);
};

// node_modules/execa/lib/ipc/get-each.js
import { once as once6, on as on3 } from "node:events";
var getEachMessage = ({ anyProcess, channel, isSubprocess, ipc }, { reference = true } = {}) => loopOnMessages({
  anyProcess,
  channel,
  isSubprocess,
  ipc,
  shouldAwait: !isSubprocess,
  reference
});
var loopOnMessages = ({ anyProcess, channel, isSubprocess, ipc, shouldAwait, reference }) => {
  validateIpcMethod({
    methodName: "getEachMessage",
    isSubprocess,
    ipc,
    isConnected: isConnected(anyProcess)
  });
  addReference(channel, reference);
  const ipcEmitter = getIpcEmitter(anyProcess, channel, isSubprocess);
  const controller = new AbortController();
  const state = {};
  stopOnDisconnect(anyProcess, ipcEmitter, controller);
  abortOnStrictError({
    ipcEmitter,
    isSubprocess,
    controller,
    state
  });
  return iterateOnMessages({
    anyProcess,
    channel,
    ipcEmitter,
    isSubprocess,
    shouldAwait,
    controller,
    state,
    reference
  });
};
var stopOnDisconnect = async (anyProcess, ipcEmitter, controller) => {
  try {
    await once6(ipcEmitter, "disconnect", { signal: controller.signal });
    controller.abort();
  } catch {
  }
};
var abortOnStrictError = async ({ ipcEmitter, isSubprocess, controller, state }) => {
  try {
    const [error] = await once6(ipcEmitter, "strict:error", { signal: controller.signal });
    state.error = getStrictResponseError(error, isSubprocess);
    controller.abort();
  } catch {
  }
};
var iterateOnMessages = async function* ({ anyProcess, channel, ipcEmitter, isSubprocess, shouldAwait, controller, state, reference }) {
  try {
    for await (const [message] of on3(ipcEmitter, "message", { signal: controller.signal })) {
      throwIfStrictError(state);
      yield message;
    }
  } catch {
    throwIfStrictError(state);
  } finally {
    controller.abort();
    removeReference(channel, reference);
    if (!isSubprocess) {
      disconnect(anyProcess);
    }
    if (shouldAwait) {
      await anyProcess;
    }
  }
};
var throwIfStrictError = ({ error }) => {
  if (error) {
    throw error;
  }
};

// node_modules/execa/lib/ipc/methods.js
var addIpcMethods = (subprocess, { ipc }) => {
  Object.assign(subprocess, getIpcMethods(subprocess, false, ipc));
};
var getIpcExport = () => {
  const anyProcess = process8;
  const isSubprocess = true;
  const ipc = process8.channel !== void 0;
  return {
    ...getIpcMethods(anyProcess, isSubprocess, ipc),
    getCancelSignal: getCancelSignal.bind(void 0, {
      anyProcess,
      channel: anyProcess.channel,
      isSubprocess,
      ipc
    })
  };
};
var getIpcMethods = (anyProcess, isSubprocess, ipc) => ({
  sendMessage: sendMessage.bind(void 0, {
    anyProcess,
    channel: anyProcess.channel,
    isSubprocess,
    ipc
  }),
  getOneMessage: getOneMessage.bind(void 0, {
    anyProcess,
    channel: anyProcess.channel,
    isSubprocess,
    ipc
  }),
  getEachMessage: getEachMessage.bind(void 0, {
    anyProcess,
    channel: anyProcess.channel,
    isSubprocess,
    ipc
  })
});

// node_modules/execa/lib/return/early-error.js
import { ChildProcess as ChildProcess2 } from "node:child_process";
import {
  PassThrough,
  Readable,
  Writable,
  Duplex
} from "node:stream";
var handleEarlyError = ({ error, command, escapedCommand, fileDescriptors, options, startTime, verboseInfo }) => {
  cleanupCustomStreams(fileDescriptors);
  const subprocess = new ChildProcess2();
  createDummyStreams(subprocess, fileDescriptors);
  Object.assign(subprocess, { readable, writable, duplex });
  const earlyError = makeEarlyError({
    error,
    command,
    escapedCommand,
    fileDescriptors,
    options,
    startTime,
    isSync: false
  });
  const promise = handleDummyPromise(earlyError, verboseInfo, options);
  return { subprocess, promise };
};
var createDummyStreams = (subprocess, fileDescriptors) => {
  const stdin = createDummyStream();
  const stdout = createDummyStream();
  const stderr = createDummyStream();
  const extraStdio = Array.from({ length: fileDescriptors.length - 3 }, createDummyStream);
  const all = createDummyStream();
  const stdio = [stdin, stdout, stderr, ...extraStdio];
  Object.assign(subprocess, {
    stdin,
    stdout,
    stderr,
    all,
    stdio
  });
};
var createDummyStream = () => {
  const stream = new PassThrough();
  stream.end();
  return stream;
};
var readable = () => new Readable({ read() {
} });
var writable = () => new Writable({ write() {
} });
var duplex = () => new Duplex({ read() {
}, write() {
} });
var handleDummyPromise = async (error, verboseInfo, options) => handleResult(error, verboseInfo, options);

// node_modules/execa/lib/stdio/handle-async.js
import { createReadStream, createWriteStream } from "node:fs";
import { Buffer as Buffer4 } from "node:buffer";
import { Readable as Readable2, Writable as Writable2, Duplex as Duplex2 } from "node:stream";
var handleStdioAsync = (options, verboseInfo) => handleStdio(addPropertiesAsync, options, verboseInfo, false);
var forbiddenIfAsync = ({ type, optionName }) => {
  throw new TypeError(`The \`${optionName}\` option cannot be ${TYPE_TO_MESSAGE[type]}.`);
};
var addProperties2 = {
  fileNumber: forbiddenIfAsync,
  generator: generatorToStream,
  asyncGenerator: generatorToStream,
  nodeStream: ({ value }) => ({ stream: value }),
  webTransform({ value: { transform, writableObjectMode, readableObjectMode } }) {
    const objectMode = writableObjectMode || readableObjectMode;
    const stream = Duplex2.fromWeb(transform, { objectMode });
    return { stream };
  },
  duplex: ({ value: { transform } }) => ({ stream: transform }),
  native() {
  }
};
var addPropertiesAsync = {
  input: {
    ...addProperties2,
    fileUrl: ({ value }) => ({ stream: createReadStream(value) }),
    filePath: ({ value: { file } }) => ({ stream: createReadStream(file) }),
    webStream: ({ value }) => ({ stream: Readable2.fromWeb(value) }),
    iterable: ({ value }) => ({ stream: Readable2.from(value) }),
    asyncIterable: ({ value }) => ({ stream: Readable2.from(value) }),
    string: ({ value }) => ({ stream: Readable2.from(value) }),
    uint8Array: ({ value }) => ({ stream: Readable2.from(Buffer4.from(value)) })
  },
  output: {
    ...addProperties2,
    fileUrl: ({ value }) => ({ stream: createWriteStream(value) }),
    filePath: ({ value: { file, append } }) => ({ stream: createWriteStream(file, append ? { flags: "a" } : {}) }),
    webStream: ({ value }) => ({ stream: Writable2.fromWeb(value) }),
    iterable: forbiddenIfAsync,
    asyncIterable: forbiddenIfAsync,
    string: forbiddenIfAsync,
    uint8Array: forbiddenIfAsync
  }
};

// node_modules/@sindresorhus/merge-streams/index.js
import { on as on4, once as once7 } from "node:events";
import { PassThrough as PassThroughStream, getDefaultHighWaterMark as getDefaultHighWaterMark2 } from "node:stream";
import { finished as finished2 } from "node:stream/promises";
function mergeStreams(streams) {
  if (!Array.isArray(streams)) {
    throw new TypeError(`Expected an array, got \`${typeof streams}\`.`);
  }
  for (const stream of streams) {
    validateStream(stream);
  }
  const objectMode = streams.some(({ readableObjectMode }) => readableObjectMode);
  const highWaterMark = getHighWaterMark(streams, objectMode);
  const passThroughStream = new MergedStream({
    objectMode,
    writableHighWaterMark: highWaterMark,
    readableHighWaterMark: highWaterMark
  });
  for (const stream of streams) {
    passThroughStream.add(stream);
  }
  return passThroughStream;
}
var getHighWaterMark = (streams, objectMode) => {
  if (streams.length === 0) {
    return getDefaultHighWaterMark2(objectMode);
  }
  const highWaterMarks = streams.filter(({ readableObjectMode }) => readableObjectMode === objectMode).map(({ readableHighWaterMark }) => readableHighWaterMark);
  return Math.max(...highWaterMarks);
};
var MergedStream = class extends PassThroughStream {
  #streams = /* @__PURE__ */ new Set([]);
  #ended = /* @__PURE__ */ new Set([]);
  #aborted = /* @__PURE__ */ new Set([]);
  #onFinished;
  #unpipeEvent = /* @__PURE__ */ Symbol("unpipe");
  #streamPromises = /* @__PURE__ */ new WeakMap();
  add(stream) {
    validateStream(stream);
    if (this.#streams.has(stream)) {
      return;
    }
    this.#streams.add(stream);
    this.#onFinished ??= onMergedStreamFinished(this, this.#streams, this.#unpipeEvent);
    const streamPromise = endWhenStreamsDone({
      passThroughStream: this,
      stream,
      streams: this.#streams,
      ended: this.#ended,
      aborted: this.#aborted,
      onFinished: this.#onFinished,
      unpipeEvent: this.#unpipeEvent
    });
    this.#streamPromises.set(stream, streamPromise);
    stream.pipe(this, { end: false });
  }
  async remove(stream) {
    validateStream(stream);
    if (!this.#streams.has(stream)) {
      return false;
    }
    const streamPromise = this.#streamPromises.get(stream);
    if (streamPromise === void 0) {
      return false;
    }
    this.#streamPromises.delete(stream);
    stream.unpipe(this);
    await streamPromise;
    return true;
  }
};
var onMergedStreamFinished = async (passThroughStream, streams, unpipeEvent) => {
  updateMaxListeners(passThroughStream, PASSTHROUGH_LISTENERS_COUNT);
  const controller = new AbortController();
  try {
    await Promise.race([
      onMergedStreamEnd(passThroughStream, controller),
      onInputStreamsUnpipe(passThroughStream, streams, unpipeEvent, controller)
    ]);
  } finally {
    controller.abort();
    updateMaxListeners(passThroughStream, -PASSTHROUGH_LISTENERS_COUNT);
  }
};
var onMergedStreamEnd = async (passThroughStream, { signal }) => {
  try {
    await finished2(passThroughStream, { signal, cleanup: true });
  } catch (error) {
    errorOrAbortStream(passThroughStream, error);
    throw error;
  }
};
var onInputStreamsUnpipe = async (passThroughStream, streams, unpipeEvent, { signal }) => {
  for await (const [unpipedStream] of on4(passThroughStream, "unpipe", { signal })) {
    if (streams.has(unpipedStream)) {
      unpipedStream.emit(unpipeEvent);
    }
  }
};
var validateStream = (stream) => {
  if (typeof stream?.pipe !== "function") {
    throw new TypeError(`Expected a readable stream, got: \`${typeof stream}\`.`);
  }
};
var endWhenStreamsDone = async ({ passThroughStream, stream, streams, ended, aborted: aborted2, onFinished, unpipeEvent }) => {
  updateMaxListeners(passThroughStream, PASSTHROUGH_LISTENERS_PER_STREAM);
  const controller = new AbortController();
  try {
    await Promise.race([
      afterMergedStreamFinished(onFinished, stream, controller),
      onInputStreamEnd({
        passThroughStream,
        stream,
        streams,
        ended,
        aborted: aborted2,
        controller
      }),
      onInputStreamUnpipe({
        stream,
        streams,
        ended,
        aborted: aborted2,
        unpipeEvent,
        controller
      })
    ]);
  } finally {
    controller.abort();
    updateMaxListeners(passThroughStream, -PASSTHROUGH_LISTENERS_PER_STREAM);
  }
  if (streams.size > 0 && streams.size === ended.size + aborted2.size) {
    if (ended.size === 0 && aborted2.size > 0) {
      abortStream(passThroughStream);
    } else {
      endStream(passThroughStream);
    }
  }
};
var afterMergedStreamFinished = async (onFinished, stream, { signal }) => {
  try {
    await onFinished;
    if (!signal.aborted) {
      abortStream(stream);
    }
  } catch (error) {
    if (!signal.aborted) {
      errorOrAbortStream(stream, error);
    }
  }
};
var onInputStreamEnd = async ({ passThroughStream, stream, streams, ended, aborted: aborted2, controller: { signal } }) => {
  try {
    await finished2(stream, {
      signal,
      cleanup: true,
      readable: true,
      writable: false
    });
    if (streams.has(stream)) {
      ended.add(stream);
    }
  } catch (error) {
    if (signal.aborted || !streams.has(stream)) {
      return;
    }
    if (isAbortError(error)) {
      aborted2.add(stream);
    } else {
      errorStream(passThroughStream, error);
    }
  }
};
var onInputStreamUnpipe = async ({ stream, streams, ended, aborted: aborted2, unpipeEvent, controller: { signal } }) => {
  await once7(stream, unpipeEvent, { signal });
  if (!stream.readable) {
    return once7(signal, "abort", { signal });
  }
  streams.delete(stream);
  ended.delete(stream);
  aborted2.delete(stream);
};
var endStream = (stream) => {
  if (stream.writable) {
    stream.end();
  }
};
var errorOrAbortStream = (stream, error) => {
  if (isAbortError(error)) {
    abortStream(stream);
  } else {
    errorStream(stream, error);
  }
};
var isAbortError = (error) => error?.code === "ERR_STREAM_PREMATURE_CLOSE";
var abortStream = (stream) => {
  if (stream.readable || stream.writable) {
    stream.destroy();
  }
};
var errorStream = (stream, error) => {
  if (!stream.destroyed) {
    stream.once("error", noop2);
    stream.destroy(error);
  }
};
var noop2 = () => {
};
var updateMaxListeners = (passThroughStream, increment2) => {
  const maxListeners = passThroughStream.getMaxListeners();
  if (maxListeners !== 0 && maxListeners !== Number.POSITIVE_INFINITY) {
    passThroughStream.setMaxListeners(maxListeners + increment2);
  }
};
var PASSTHROUGH_LISTENERS_COUNT = 2;
var PASSTHROUGH_LISTENERS_PER_STREAM = 1;

// node_modules/execa/lib/io/pipeline.js
import { finished as finished3 } from "node:stream/promises";
var pipeStreams = (source, destination) => {
  source.pipe(destination);
  onSourceFinish(source, destination);
  onDestinationFinish(source, destination);
};
var onSourceFinish = async (source, destination) => {
  if (isStandardStream(source) || isStandardStream(destination)) {
    return;
  }
  try {
    await finished3(source, { cleanup: true, readable: true, writable: false });
  } catch {
  }
  endDestinationStream(destination);
};
var endDestinationStream = (destination) => {
  if (destination.writable) {
    destination.end();
  }
};
var onDestinationFinish = async (source, destination) => {
  if (isStandardStream(source) || isStandardStream(destination)) {
    return;
  }
  try {
    await finished3(destination, { cleanup: true, readable: false, writable: true });
  } catch {
  }
  abortSourceStream(source);
};
var abortSourceStream = (source) => {
  if (source.readable) {
    source.destroy();
  }
};

// node_modules/execa/lib/io/output-async.js
var pipeOutputAsync = (subprocess, fileDescriptors, controller) => {
  const pipeGroups = /* @__PURE__ */ new Map();
  for (const [fdNumber, { stdioItems, direction }] of Object.entries(fileDescriptors)) {
    for (const { stream } of stdioItems.filter(({ type }) => TRANSFORM_TYPES.has(type))) {
      pipeTransform(subprocess, stream, direction, fdNumber);
    }
    for (const { stream } of stdioItems.filter(({ type }) => !TRANSFORM_TYPES.has(type))) {
      pipeStdioItem({
        subprocess,
        stream,
        direction,
        fdNumber,
        pipeGroups,
        controller
      });
    }
  }
  for (const [outputStream, inputStreams] of pipeGroups.entries()) {
    const inputStream = inputStreams.length === 1 ? inputStreams[0] : mergeStreams(inputStreams);
    pipeStreams(inputStream, outputStream);
  }
};
var pipeTransform = (subprocess, stream, direction, fdNumber) => {
  if (direction === "output") {
    pipeStreams(subprocess.stdio[fdNumber], stream);
  } else {
    pipeStreams(stream, subprocess.stdio[fdNumber]);
  }
  const streamProperty = SUBPROCESS_STREAM_PROPERTIES[fdNumber];
  if (streamProperty !== void 0) {
    subprocess[streamProperty] = stream;
  }
  subprocess.stdio[fdNumber] = stream;
};
var SUBPROCESS_STREAM_PROPERTIES = ["stdin", "stdout", "stderr"];
var pipeStdioItem = ({ subprocess, stream, direction, fdNumber, pipeGroups, controller }) => {
  if (stream === void 0) {
    return;
  }
  setStandardStreamMaxListeners(stream, controller);
  const [inputStream, outputStream] = direction === "output" ? [stream, subprocess.stdio[fdNumber]] : [subprocess.stdio[fdNumber], stream];
  const outputStreams = pipeGroups.get(inputStream) ?? [];
  pipeGroups.set(inputStream, [...outputStreams, outputStream]);
};
var setStandardStreamMaxListeners = (stream, { signal }) => {
  if (isStandardStream(stream)) {
    incrementMaxListeners(stream, MAX_LISTENERS_INCREMENT, signal);
  }
};
var MAX_LISTENERS_INCREMENT = 2;

// node_modules/execa/lib/terminate/cleanup.js
import { addAbortListener as addAbortListener2 } from "node:events";

// node_modules/signal-exit/dist/mjs/signals.js
var signals = [];
signals.push("SIGHUP", "SIGINT", "SIGTERM");
if (process.platform !== "win32") {
  signals.push(
    "SIGALRM",
    "SIGABRT",
    "SIGVTALRM",
    "SIGXCPU",
    "SIGXFSZ",
    "SIGUSR2",
    "SIGTRAP",
    "SIGSYS",
    "SIGQUIT",
    "SIGIOT"
    // should detect profiler and enable/disable accordingly.
    // see #21
    // 'SIGPROF'
  );
}
if (process.platform === "linux") {
  signals.push("SIGIO", "SIGPOLL", "SIGPWR", "SIGSTKFLT");
}

// node_modules/signal-exit/dist/mjs/index.js
var processOk = (process10) => !!process10 && typeof process10 === "object" && typeof process10.removeListener === "function" && typeof process10.emit === "function" && typeof process10.reallyExit === "function" && typeof process10.listeners === "function" && typeof process10.kill === "function" && typeof process10.pid === "number" && typeof process10.on === "function";
var kExitEmitter = /* @__PURE__ */ Symbol.for("signal-exit emitter");
var global2 = globalThis;
var ObjectDefineProperty = Object.defineProperty.bind(Object);
var Emitter = class {
  emitted = {
    afterExit: false,
    exit: false
  };
  listeners = {
    afterExit: [],
    exit: []
  };
  count = 0;
  id = Math.random();
  constructor() {
    if (global2[kExitEmitter]) {
      return global2[kExitEmitter];
    }
    ObjectDefineProperty(global2, kExitEmitter, {
      value: this,
      writable: false,
      enumerable: false,
      configurable: false
    });
  }
  on(ev, fn) {
    this.listeners[ev].push(fn);
  }
  removeListener(ev, fn) {
    const list2 = this.listeners[ev];
    const i2 = list2.indexOf(fn);
    if (i2 === -1) {
      return;
    }
    if (i2 === 0 && list2.length === 1) {
      list2.length = 0;
    } else {
      list2.splice(i2, 1);
    }
  }
  emit(ev, code, signal) {
    if (this.emitted[ev]) {
      return false;
    }
    this.emitted[ev] = true;
    let ret = false;
    for (const fn of this.listeners[ev]) {
      ret = fn(code, signal) === true || ret;
    }
    if (ev === "exit") {
      ret = this.emit("afterExit", code, signal) || ret;
    }
    return ret;
  }
};
var SignalExitBase = class {
};
var signalExitWrap = (handler) => {
  return {
    onExit(cb, opts) {
      return handler.onExit(cb, opts);
    },
    load() {
      return handler.load();
    },
    unload() {
      return handler.unload();
    }
  };
};
var SignalExitFallback = class extends SignalExitBase {
  onExit() {
    return () => {
    };
  }
  load() {
  }
  unload() {
  }
};
var SignalExit = class extends SignalExitBase {
  // "SIGHUP" throws an `ENOSYS` error on Windows,
  // so use a supported signal instead
  /* c8 ignore start */
  #hupSig = process9.platform === "win32" ? "SIGINT" : "SIGHUP";
  /* c8 ignore stop */
  #emitter = new Emitter();
  #process;
  #originalProcessEmit;
  #originalProcessReallyExit;
  #sigListeners = {};
  #loaded = false;
  constructor(process10) {
    super();
    this.#process = process10;
    this.#sigListeners = {};
    for (const sig of signals) {
      this.#sigListeners[sig] = () => {
        const listeners = this.#process.listeners(sig);
        let { count: count3 } = this.#emitter;
        const p = process10;
        if (typeof p.__signal_exit_emitter__ === "object" && typeof p.__signal_exit_emitter__.count === "number") {
          count3 += p.__signal_exit_emitter__.count;
        }
        if (listeners.length === count3) {
          this.unload();
          const ret = this.#emitter.emit("exit", null, sig);
          const s = sig === "SIGHUP" ? this.#hupSig : sig;
          if (!ret)
            process10.kill(process10.pid, s);
        }
      };
    }
    this.#originalProcessReallyExit = process10.reallyExit;
    this.#originalProcessEmit = process10.emit;
  }
  onExit(cb, opts) {
    if (!processOk(this.#process)) {
      return () => {
      };
    }
    if (this.#loaded === false) {
      this.load();
    }
    const ev = opts?.alwaysLast ? "afterExit" : "exit";
    this.#emitter.on(ev, cb);
    return () => {
      this.#emitter.removeListener(ev, cb);
      if (this.#emitter.listeners["exit"].length === 0 && this.#emitter.listeners["afterExit"].length === 0) {
        this.unload();
      }
    };
  }
  load() {
    if (this.#loaded) {
      return;
    }
    this.#loaded = true;
    this.#emitter.count += 1;
    for (const sig of signals) {
      try {
        const fn = this.#sigListeners[sig];
        if (fn)
          this.#process.on(sig, fn);
      } catch (_) {
      }
    }
    this.#process.emit = (ev, ...a2) => {
      return this.#processEmit(ev, ...a2);
    };
    this.#process.reallyExit = (code) => {
      return this.#processReallyExit(code);
    };
  }
  unload() {
    if (!this.#loaded) {
      return;
    }
    this.#loaded = false;
    signals.forEach((sig) => {
      const listener = this.#sigListeners[sig];
      if (!listener) {
        throw new Error("Listener not defined for signal: " + sig);
      }
      try {
        this.#process.removeListener(sig, listener);
      } catch (_) {
      }
    });
    this.#process.emit = this.#originalProcessEmit;
    this.#process.reallyExit = this.#originalProcessReallyExit;
    this.#emitter.count -= 1;
  }
  #processReallyExit(code) {
    if (!processOk(this.#process)) {
      return 0;
    }
    this.#process.exitCode = code || 0;
    this.#emitter.emit("exit", this.#process.exitCode, null);
    return this.#originalProcessReallyExit.call(this.#process, this.#process.exitCode);
  }
  #processEmit(ev, ...args) {
    const og = this.#originalProcessEmit;
    if (ev === "exit" && processOk(this.#process)) {
      if (typeof args[0] === "number") {
        this.#process.exitCode = args[0];
      }
      const ret = og.call(this.#process, ev, ...args);
      this.#emitter.emit("exit", this.#process.exitCode, null);
      return ret;
    } else {
      return og.call(this.#process, ev, ...args);
    }
  }
};
var process9 = globalThis.process;
var {
  /**
   * Called when the process is exiting, whether via signal, explicit
   * exit, or running out of stuff to do.
   *
   * If the global process object is not suitable for instrumentation,
   * then this will be a no-op.
   *
   * Returns a function that may be used to unload signal-exit.
   */
  onExit,
  /**
   * Load the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  load,
  /**
   * Unload the listeners.  Likely you never need to call this, unless
   * doing a rather deep integration with signal-exit functionality.
   * Mostly exposed for the benefit of testing.
   *
   * @internal
   */
  unload
} = signalExitWrap(processOk(process9) ? new SignalExit(process9) : new SignalExitFallback());

// node_modules/execa/lib/terminate/cleanup.js
var cleanupOnExit = (subprocess, { cleanup, detached }, { signal }) => {
  if (!cleanup || detached) {
    return;
  }
  const removeExitHandler = onExit(() => {
    subprocess.kill();
  });
  addAbortListener2(signal, () => {
    removeExitHandler();
  });
};

// node_modules/execa/lib/pipe/pipe-arguments.js
var normalizePipeArguments = ({ source, sourcePromise, boundOptions, createNested }, ...pipeArguments) => {
  const startTime = getStartTime();
  const {
    destination,
    destinationStream,
    destinationError,
    from,
    unpipeSignal
  } = getDestinationStream(boundOptions, createNested, pipeArguments);
  const { sourceStream, sourceError } = getSourceStream(source, from);
  const { options: sourceOptions, fileDescriptors } = SUBPROCESS_OPTIONS.get(source);
  return {
    sourcePromise,
    sourceStream,
    sourceOptions,
    sourceError,
    destination,
    destinationStream,
    destinationError,
    unpipeSignal,
    fileDescriptors,
    startTime
  };
};
var getDestinationStream = (boundOptions, createNested, pipeArguments) => {
  try {
    const {
      destination,
      pipeOptions: { from, to, unpipeSignal } = {}
    } = getDestination(boundOptions, createNested, ...pipeArguments);
    const destinationStream = getToStream(destination, to);
    return {
      destination,
      destinationStream,
      from,
      unpipeSignal
    };
  } catch (error) {
    return { destinationError: error };
  }
};
var getDestination = (boundOptions, createNested, firstArgument, ...pipeArguments) => {
  if (Array.isArray(firstArgument)) {
    const destination = createNested(mapDestinationArguments, boundOptions)(firstArgument, ...pipeArguments);
    return { destination, pipeOptions: boundOptions };
  }
  if (typeof firstArgument === "string" || firstArgument instanceof URL || isDenoExecPath(firstArgument)) {
    if (Object.keys(boundOptions).length > 0) {
      throw new TypeError('Please use .pipe("file", ..., options) or .pipe(execa("file", ..., options)) instead of .pipe(options)("file", ...).');
    }
    const [rawFile, rawArguments, rawOptions] = normalizeParameters(firstArgument, ...pipeArguments);
    const destination = createNested(mapDestinationArguments)(rawFile, rawArguments, rawOptions);
    return { destination, pipeOptions: rawOptions };
  }
  if (SUBPROCESS_OPTIONS.has(firstArgument)) {
    if (Object.keys(boundOptions).length > 0) {
      throw new TypeError("Please use .pipe(options)`command` or .pipe($(options)`command`) instead of .pipe(options)($`command`).");
    }
    return { destination: firstArgument, pipeOptions: pipeArguments[0] };
  }
  throw new TypeError(`The first argument must be a template string, an options object, or an Execa subprocess: ${firstArgument}`);
};
var mapDestinationArguments = ({ options }) => ({ options: { ...options, stdin: "pipe", piped: true } });
var getSourceStream = (source, from) => {
  try {
    const sourceStream = getFromStream(source, from);
    return { sourceStream };
  } catch (error) {
    return { sourceError: error };
  }
};

// node_modules/execa/lib/pipe/throw.js
var handlePipeArgumentsError = ({
  sourceStream,
  sourceError,
  destinationStream,
  destinationError,
  fileDescriptors,
  sourceOptions,
  startTime
}) => {
  const error = getPipeArgumentsError({
    sourceStream,
    sourceError,
    destinationStream,
    destinationError
  });
  if (error !== void 0) {
    throw createNonCommandError({
      error,
      fileDescriptors,
      sourceOptions,
      startTime
    });
  }
};
var getPipeArgumentsError = ({ sourceStream, sourceError, destinationStream, destinationError }) => {
  if (sourceError !== void 0 && destinationError !== void 0) {
    return destinationError;
  }
  if (destinationError !== void 0) {
    abortSourceStream(sourceStream);
    return destinationError;
  }
  if (sourceError !== void 0) {
    endDestinationStream(destinationStream);
    return sourceError;
  }
};
var createNonCommandError = ({ error, fileDescriptors, sourceOptions, startTime }) => makeEarlyError({
  error,
  command: PIPE_COMMAND_MESSAGE,
  escapedCommand: PIPE_COMMAND_MESSAGE,
  fileDescriptors,
  options: sourceOptions,
  startTime,
  isSync: false
});
var PIPE_COMMAND_MESSAGE = "source.pipe(destination)";

// node_modules/execa/lib/pipe/sequence.js
var waitForBothSubprocesses = async (subprocessPromises) => {
  const [
    { status: sourceStatus, reason: sourceReason, value: sourceResult = sourceReason },
    { status: destinationStatus, reason: destinationReason, value: destinationResult = destinationReason }
  ] = await subprocessPromises;
  if (!destinationResult.pipedFrom.includes(sourceResult)) {
    destinationResult.pipedFrom.push(sourceResult);
  }
  if (destinationStatus === "rejected") {
    throw destinationResult;
  }
  if (sourceStatus === "rejected") {
    throw sourceResult;
  }
  return destinationResult;
};

// node_modules/execa/lib/pipe/streaming.js
import { finished as finished4 } from "node:stream/promises";
var pipeSubprocessStream = (sourceStream, destinationStream, maxListenersController) => {
  const mergedStream = MERGED_STREAMS.has(destinationStream) ? pipeMoreSubprocessStream(sourceStream, destinationStream) : pipeFirstSubprocessStream(sourceStream, destinationStream);
  incrementMaxListeners(sourceStream, SOURCE_LISTENERS_PER_PIPE, maxListenersController.signal);
  incrementMaxListeners(destinationStream, DESTINATION_LISTENERS_PER_PIPE, maxListenersController.signal);
  cleanupMergedStreamsMap(destinationStream);
  return mergedStream;
};
var pipeFirstSubprocessStream = (sourceStream, destinationStream) => {
  const mergedStream = mergeStreams([sourceStream]);
  pipeStreams(mergedStream, destinationStream);
  MERGED_STREAMS.set(destinationStream, mergedStream);
  return mergedStream;
};
var pipeMoreSubprocessStream = (sourceStream, destinationStream) => {
  const mergedStream = MERGED_STREAMS.get(destinationStream);
  mergedStream.add(sourceStream);
  return mergedStream;
};
var cleanupMergedStreamsMap = async (destinationStream) => {
  try {
    await finished4(destinationStream, { cleanup: true, readable: false, writable: true });
  } catch {
  }
  MERGED_STREAMS.delete(destinationStream);
};
var MERGED_STREAMS = /* @__PURE__ */ new WeakMap();
var SOURCE_LISTENERS_PER_PIPE = 2;
var DESTINATION_LISTENERS_PER_PIPE = 1;

// node_modules/execa/lib/pipe/abort.js
import { aborted } from "node:util";
var unpipeOnAbort = (unpipeSignal, unpipeContext) => unpipeSignal === void 0 ? [] : [unpipeOnSignalAbort(unpipeSignal, unpipeContext)];
var unpipeOnSignalAbort = async (unpipeSignal, { sourceStream, mergedStream, fileDescriptors, sourceOptions, startTime }) => {
  await aborted(unpipeSignal, sourceStream);
  await mergedStream.remove(sourceStream);
  const error = new Error("Pipe canceled by `unpipeSignal` option.");
  throw createNonCommandError({
    error,
    fileDescriptors,
    sourceOptions,
    startTime
  });
};

// node_modules/execa/lib/pipe/setup.js
var pipeToSubprocess = (sourceInfo, ...pipeArguments) => {
  if (isPlainObject(pipeArguments[0])) {
    return pipeToSubprocess.bind(void 0, {
      ...sourceInfo,
      boundOptions: { ...sourceInfo.boundOptions, ...pipeArguments[0] }
    });
  }
  const { destination, ...normalizedInfo } = normalizePipeArguments(sourceInfo, ...pipeArguments);
  const promise = handlePipePromise({ ...normalizedInfo, destination });
  promise.pipe = pipeToSubprocess.bind(void 0, {
    ...sourceInfo,
    source: destination,
    sourcePromise: promise,
    boundOptions: {}
  });
  return promise;
};
var handlePipePromise = async ({
  sourcePromise,
  sourceStream,
  sourceOptions,
  sourceError,
  destination,
  destinationStream,
  destinationError,
  unpipeSignal,
  fileDescriptors,
  startTime
}) => {
  const subprocessPromises = getSubprocessPromises(sourcePromise, destination);
  handlePipeArgumentsError({
    sourceStream,
    sourceError,
    destinationStream,
    destinationError,
    fileDescriptors,
    sourceOptions,
    startTime
  });
  const maxListenersController = new AbortController();
  try {
    const mergedStream = pipeSubprocessStream(sourceStream, destinationStream, maxListenersController);
    return await Promise.race([
      waitForBothSubprocesses(subprocessPromises),
      ...unpipeOnAbort(unpipeSignal, {
        sourceStream,
        mergedStream,
        sourceOptions,
        fileDescriptors,
        startTime
      })
    ]);
  } finally {
    maxListenersController.abort();
  }
};
var getSubprocessPromises = (sourcePromise, destination) => Promise.allSettled([sourcePromise, destination]);

// node_modules/execa/lib/io/contents.js
import { setImmediate } from "node:timers/promises";

// node_modules/execa/lib/io/iterate.js
import { on as on5 } from "node:events";
import { getDefaultHighWaterMark as getDefaultHighWaterMark3 } from "node:stream";
var iterateOnSubprocessStream = ({ subprocessStdout, subprocess, binary, shouldEncode, encoding, preserveNewlines }) => {
  const controller = new AbortController();
  stopReadingOnExit(subprocess, controller);
  return iterateOnStream({
    stream: subprocessStdout,
    controller,
    binary,
    shouldEncode: !subprocessStdout.readableObjectMode && shouldEncode,
    encoding,
    shouldSplit: !subprocessStdout.readableObjectMode,
    preserveNewlines
  });
};
var stopReadingOnExit = async (subprocess, controller) => {
  try {
    await subprocess;
  } catch {
  } finally {
    controller.abort();
  }
};
var iterateForResult = ({ stream, onStreamEnd, lines, encoding, stripFinalNewline: stripFinalNewline2, allMixed }) => {
  const controller = new AbortController();
  stopReadingOnStreamEnd(onStreamEnd, controller, stream);
  const objectMode = stream.readableObjectMode && !allMixed;
  return iterateOnStream({
    stream,
    controller,
    binary: encoding === "buffer",
    shouldEncode: !objectMode,
    encoding,
    shouldSplit: !objectMode && lines,
    preserveNewlines: !stripFinalNewline2
  });
};
var stopReadingOnStreamEnd = async (onStreamEnd, controller, stream) => {
  try {
    await onStreamEnd;
  } catch {
    stream.destroy();
  } finally {
    controller.abort();
  }
};
var iterateOnStream = ({ stream, controller, binary, shouldEncode, encoding, shouldSplit, preserveNewlines }) => {
  const onStdoutChunk = on5(stream, "data", {
    signal: controller.signal,
    highWaterMark: HIGH_WATER_MARK,
    // Backward compatibility with older name for this option
    // See https://github.com/nodejs/node/pull/52080#discussion_r1525227861
    // @todo Remove after removing support for Node 21
    highWatermark: HIGH_WATER_MARK
  });
  return iterateOnData({
    onStdoutChunk,
    controller,
    binary,
    shouldEncode,
    encoding,
    shouldSplit,
    preserveNewlines
  });
};
var DEFAULT_OBJECT_HIGH_WATER_MARK = getDefaultHighWaterMark3(true);
var HIGH_WATER_MARK = DEFAULT_OBJECT_HIGH_WATER_MARK;
var iterateOnData = async function* ({ onStdoutChunk, controller, binary, shouldEncode, encoding, shouldSplit, preserveNewlines }) {
  const generators = getGenerators({
    binary,
    shouldEncode,
    encoding,
    shouldSplit,
    preserveNewlines
  });
  try {
    for await (const [chunk] of onStdoutChunk) {
      yield* transformChunkSync(chunk, generators, 0);
    }
  } catch (error) {
    if (!controller.signal.aborted) {
      throw error;
    }
  } finally {
    yield* finalChunksSync(generators);
  }
};
var getGenerators = ({ binary, shouldEncode, encoding, shouldSplit, preserveNewlines }) => [
  getEncodingTransformGenerator(binary, encoding, !shouldEncode),
  getSplitLinesGenerator(binary, preserveNewlines, !shouldSplit, {})
].filter(Boolean);

// node_modules/execa/lib/io/contents.js
var getStreamOutput = async ({ stream, onStreamEnd, fdNumber, encoding, buffer, maxBuffer, lines, allMixed, stripFinalNewline: stripFinalNewline2, verboseInfo, streamInfo }) => {
  const logPromise = logOutputAsync({
    stream,
    onStreamEnd,
    fdNumber,
    encoding,
    allMixed,
    verboseInfo,
    streamInfo
  });
  if (!buffer) {
    await Promise.all([resumeStream(stream), logPromise]);
    return;
  }
  const stripFinalNewlineValue = getStripFinalNewline(stripFinalNewline2, fdNumber);
  const iterable = iterateForResult({
    stream,
    onStreamEnd,
    lines,
    encoding,
    stripFinalNewline: stripFinalNewlineValue,
    allMixed
  });
  const [output] = await Promise.all([
    getStreamContents2({
      stream,
      iterable,
      fdNumber,
      encoding,
      maxBuffer,
      lines
    }),
    logPromise
  ]);
  return output;
};
var logOutputAsync = async ({ stream, onStreamEnd, fdNumber, encoding, allMixed, verboseInfo, streamInfo: { fileDescriptors } }) => {
  if (!shouldLogOutput({
    stdioItems: fileDescriptors[fdNumber]?.stdioItems,
    encoding,
    verboseInfo,
    fdNumber
  })) {
    return;
  }
  const linesIterable = iterateForResult({
    stream,
    onStreamEnd,
    lines: true,
    encoding,
    stripFinalNewline: true,
    allMixed
  });
  await logLines(linesIterable, stream, fdNumber, verboseInfo);
};
var resumeStream = async (stream) => {
  await setImmediate();
  if (stream.readableFlowing === null) {
    stream.resume();
  }
};
var getStreamContents2 = async ({ stream, stream: { readableObjectMode }, iterable, fdNumber, encoding, maxBuffer, lines }) => {
  try {
    if (readableObjectMode || lines) {
      return await getStreamAsArray(iterable, { maxBuffer });
    }
    if (encoding === "buffer") {
      return new Uint8Array(await getStreamAsArrayBuffer(iterable, { maxBuffer }));
    }
    return await getStreamAsString(iterable, { maxBuffer });
  } catch (error) {
    return handleBufferedData(handleMaxBuffer({
      error,
      stream,
      readableObjectMode,
      lines,
      encoding,
      fdNumber
    }));
  }
};
var getBufferedData = async (streamPromise) => {
  try {
    return await streamPromise;
  } catch (error) {
    return handleBufferedData(error);
  }
};
var handleBufferedData = ({ bufferedData }) => isArrayBuffer(bufferedData) ? new Uint8Array(bufferedData) : bufferedData;

// node_modules/execa/lib/resolve/wait-stream.js
import { finished as finished5 } from "node:stream/promises";
var waitForStream = async (stream, fdNumber, streamInfo, { isSameDirection, stopOnExit = false } = {}) => {
  const state = handleStdinDestroy(stream, streamInfo);
  const abortController = new AbortController();
  try {
    await Promise.race([
      ...stopOnExit ? [streamInfo.exitPromise] : [],
      finished5(stream, { cleanup: true, signal: abortController.signal })
    ]);
  } catch (error) {
    if (!state.stdinCleanedUp) {
      handleStreamError(error, fdNumber, streamInfo, isSameDirection);
    }
  } finally {
    abortController.abort();
  }
};
var handleStdinDestroy = (stream, { originalStreams: [originalStdin], subprocess }) => {
  const state = { stdinCleanedUp: false };
  if (stream === originalStdin) {
    spyOnStdinDestroy(stream, subprocess, state);
  }
  return state;
};
var spyOnStdinDestroy = (subprocessStdin, subprocess, state) => {
  const { _destroy } = subprocessStdin;
  subprocessStdin._destroy = (...destroyArguments) => {
    setStdinCleanedUp(subprocess, state);
    _destroy.call(subprocessStdin, ...destroyArguments);
  };
};
var setStdinCleanedUp = ({ exitCode, signalCode }, state) => {
  if (exitCode !== null || signalCode !== null) {
    state.stdinCleanedUp = true;
  }
};
var handleStreamError = (error, fdNumber, streamInfo, isSameDirection) => {
  if (!shouldIgnoreStreamError(error, fdNumber, streamInfo, isSameDirection)) {
    throw error;
  }
};
var shouldIgnoreStreamError = (error, fdNumber, streamInfo, isSameDirection = true) => {
  if (streamInfo.propagating) {
    return isStreamEpipe(error) || isStreamAbort(error);
  }
  streamInfo.propagating = true;
  return isInputFileDescriptor(streamInfo, fdNumber) === isSameDirection ? isStreamEpipe(error) : isStreamAbort(error);
};
var isInputFileDescriptor = ({ fileDescriptors }, fdNumber) => fdNumber !== "all" && fileDescriptors[fdNumber].direction === "input";
var isStreamAbort = (error) => error?.code === "ERR_STREAM_PREMATURE_CLOSE";
var isStreamEpipe = (error) => error?.code === "EPIPE";

// node_modules/execa/lib/resolve/stdio.js
var waitForStdioStreams = ({ subprocess, encoding, buffer, maxBuffer, lines, stripFinalNewline: stripFinalNewline2, verboseInfo, streamInfo }) => subprocess.stdio.map((stream, fdNumber) => waitForSubprocessStream({
  stream,
  fdNumber,
  encoding,
  buffer: buffer[fdNumber],
  maxBuffer: maxBuffer[fdNumber],
  lines: lines[fdNumber],
  allMixed: false,
  stripFinalNewline: stripFinalNewline2,
  verboseInfo,
  streamInfo
}));
var waitForSubprocessStream = async ({ stream, fdNumber, encoding, buffer, maxBuffer, lines, allMixed, stripFinalNewline: stripFinalNewline2, verboseInfo, streamInfo }) => {
  if (!stream) {
    return;
  }
  const onStreamEnd = waitForStream(stream, fdNumber, streamInfo);
  if (isInputFileDescriptor(streamInfo, fdNumber)) {
    await onStreamEnd;
    return;
  }
  const [output] = await Promise.all([
    getStreamOutput({
      stream,
      onStreamEnd,
      fdNumber,
      encoding,
      buffer,
      maxBuffer,
      lines,
      allMixed,
      stripFinalNewline: stripFinalNewline2,
      verboseInfo,
      streamInfo
    }),
    onStreamEnd
  ]);
  return output;
};

// node_modules/execa/lib/resolve/all-async.js
var makeAllStream = ({ stdout, stderr }, { all }) => all && (stdout || stderr) ? mergeStreams([stdout, stderr].filter(Boolean)) : void 0;
var waitForAllStream = ({ subprocess, encoding, buffer, maxBuffer, lines, stripFinalNewline: stripFinalNewline2, verboseInfo, streamInfo }) => waitForSubprocessStream({
  ...getAllStream(subprocess, buffer),
  fdNumber: "all",
  encoding,
  maxBuffer: maxBuffer[1] + maxBuffer[2],
  lines: lines[1] || lines[2],
  allMixed: getAllMixed(subprocess),
  stripFinalNewline: stripFinalNewline2,
  verboseInfo,
  streamInfo
});
var getAllStream = ({ stdout, stderr, all }, [, bufferStdout, bufferStderr]) => {
  const buffer = bufferStdout || bufferStderr;
  if (!buffer) {
    return { stream: all, buffer };
  }
  if (!bufferStdout) {
    return { stream: stderr, buffer };
  }
  if (!bufferStderr) {
    return { stream: stdout, buffer };
  }
  return { stream: all, buffer };
};
var getAllMixed = ({ all, stdout, stderr }) => all && stdout && stderr && stdout.readableObjectMode !== stderr.readableObjectMode;

// node_modules/execa/lib/resolve/wait-subprocess.js
import { once as once8 } from "node:events";

// node_modules/execa/lib/verbose/ipc.js
var shouldLogIpc = (verboseInfo) => isFullVerbose(verboseInfo, "ipc");
var logIpcOutput = (message, verboseInfo) => {
  const verboseMessage = serializeVerboseMessage(message);
  verboseLog({
    type: "ipc",
    verboseMessage,
    fdNumber: "ipc",
    verboseInfo
  });
};

// node_modules/execa/lib/ipc/buffer-messages.js
var waitForIpcOutput = async ({
  subprocess,
  buffer: bufferArray,
  maxBuffer: maxBufferArray,
  ipc,
  ipcOutput,
  verboseInfo
}) => {
  if (!ipc) {
    return ipcOutput;
  }
  const isVerbose2 = shouldLogIpc(verboseInfo);
  const buffer = getFdSpecificValue(bufferArray, "ipc");
  const maxBuffer = getFdSpecificValue(maxBufferArray, "ipc");
  for await (const message of loopOnMessages({
    anyProcess: subprocess,
    channel: subprocess.channel,
    isSubprocess: false,
    ipc,
    shouldAwait: false,
    reference: true
  })) {
    if (buffer) {
      checkIpcMaxBuffer(subprocess, ipcOutput, maxBuffer);
      ipcOutput.push(message);
    }
    if (isVerbose2) {
      logIpcOutput(message, verboseInfo);
    }
  }
  return ipcOutput;
};
var getBufferedIpcOutput = async (ipcOutputPromise, ipcOutput) => {
  await Promise.allSettled([ipcOutputPromise]);
  return ipcOutput;
};

// node_modules/execa/lib/resolve/wait-subprocess.js
var waitForSubprocessResult = async ({
  subprocess,
  options: {
    encoding,
    buffer,
    maxBuffer,
    lines,
    timeoutDuration: timeout,
    cancelSignal,
    gracefulCancel,
    forceKillAfterDelay,
    stripFinalNewline: stripFinalNewline2,
    ipc,
    ipcInput
  },
  context,
  verboseInfo,
  fileDescriptors,
  originalStreams,
  onInternalError,
  controller
}) => {
  const exitPromise = waitForExit(subprocess, context);
  const streamInfo = {
    originalStreams,
    fileDescriptors,
    subprocess,
    exitPromise,
    propagating: false
  };
  const stdioPromises = waitForStdioStreams({
    subprocess,
    encoding,
    buffer,
    maxBuffer,
    lines,
    stripFinalNewline: stripFinalNewline2,
    verboseInfo,
    streamInfo
  });
  const allPromise = waitForAllStream({
    subprocess,
    encoding,
    buffer,
    maxBuffer,
    lines,
    stripFinalNewline: stripFinalNewline2,
    verboseInfo,
    streamInfo
  });
  const ipcOutput = [];
  const ipcOutputPromise = waitForIpcOutput({
    subprocess,
    buffer,
    maxBuffer,
    ipc,
    ipcOutput,
    verboseInfo
  });
  const originalPromises = waitForOriginalStreams(originalStreams, subprocess, streamInfo);
  const customStreamsEndPromises = waitForCustomStreamsEnd(fileDescriptors, streamInfo);
  try {
    return await Promise.race([
      Promise.all([
        {},
        waitForSuccessfulExit(exitPromise),
        Promise.all(stdioPromises),
        allPromise,
        ipcOutputPromise,
        sendIpcInput(subprocess, ipcInput),
        ...originalPromises,
        ...customStreamsEndPromises
      ]),
      onInternalError,
      throwOnSubprocessError(subprocess, controller),
      ...throwOnTimeout(subprocess, timeout, context, controller),
      ...throwOnCancel({
        subprocess,
        cancelSignal,
        gracefulCancel,
        context,
        controller
      }),
      ...throwOnGracefulCancel({
        subprocess,
        cancelSignal,
        gracefulCancel,
        forceKillAfterDelay,
        context,
        controller
      })
    ]);
  } catch (error) {
    context.terminationReason ??= "other";
    return Promise.all([
      { error },
      exitPromise,
      Promise.all(stdioPromises.map((stdioPromise) => getBufferedData(stdioPromise))),
      getBufferedData(allPromise),
      getBufferedIpcOutput(ipcOutputPromise, ipcOutput),
      Promise.allSettled(originalPromises),
      Promise.allSettled(customStreamsEndPromises)
    ]);
  }
};
var waitForOriginalStreams = (originalStreams, subprocess, streamInfo) => originalStreams.map((stream, fdNumber) => stream === subprocess.stdio[fdNumber] ? void 0 : waitForStream(stream, fdNumber, streamInfo));
var waitForCustomStreamsEnd = (fileDescriptors, streamInfo) => fileDescriptors.flatMap(({ stdioItems }, fdNumber) => stdioItems.filter(({ value, stream = value }) => isStream(stream, { checkOpen: false }) && !isStandardStream(stream)).map(({ type, value, stream = value }) => waitForStream(stream, fdNumber, streamInfo, {
  isSameDirection: TRANSFORM_TYPES.has(type),
  stopOnExit: type === "native"
})));
var throwOnSubprocessError = async (subprocess, { signal }) => {
  const [error] = await once8(subprocess, "error", { signal });
  throw error;
};

// node_modules/execa/lib/convert/concurrent.js
var initializeConcurrentStreams = () => ({
  readableDestroy: /* @__PURE__ */ new WeakMap(),
  writableFinal: /* @__PURE__ */ new WeakMap(),
  writableDestroy: /* @__PURE__ */ new WeakMap()
});
var addConcurrentStream = (concurrentStreams, stream, waitName) => {
  const weakMap = concurrentStreams[waitName];
  if (!weakMap.has(stream)) {
    weakMap.set(stream, []);
  }
  const promises = weakMap.get(stream);
  const promise = createDeferred();
  promises.push(promise);
  const resolve3 = promise.resolve.bind(promise);
  return { resolve: resolve3, promises };
};
var waitForConcurrentStreams = async ({ resolve: resolve3, promises }, subprocess) => {
  resolve3();
  const [isSubprocessExit] = await Promise.race([
    Promise.allSettled([true, subprocess]),
    Promise.all([false, ...promises])
  ]);
  return !isSubprocessExit;
};

// node_modules/execa/lib/convert/readable.js
import { Readable as Readable3 } from "node:stream";
import { callbackify as callbackify2 } from "node:util";

// node_modules/execa/lib/convert/shared.js
import { finished as finished6 } from "node:stream/promises";
var safeWaitForSubprocessStdin = async (subprocessStdin) => {
  if (subprocessStdin === void 0) {
    return;
  }
  try {
    await waitForSubprocessStdin(subprocessStdin);
  } catch {
  }
};
var safeWaitForSubprocessStdout = async (subprocessStdout) => {
  if (subprocessStdout === void 0) {
    return;
  }
  try {
    await waitForSubprocessStdout(subprocessStdout);
  } catch {
  }
};
var waitForSubprocessStdin = async (subprocessStdin) => {
  await finished6(subprocessStdin, { cleanup: true, readable: false, writable: true });
};
var waitForSubprocessStdout = async (subprocessStdout) => {
  await finished6(subprocessStdout, { cleanup: true, readable: true, writable: false });
};
var waitForSubprocess = async (subprocess, error) => {
  await subprocess;
  if (error) {
    throw error;
  }
};
var destroyOtherStream = (stream, isOpen, error) => {
  if (error && !isStreamAbort(error)) {
    stream.destroy(error);
  } else if (isOpen) {
    stream.destroy();
  }
};

// node_modules/execa/lib/convert/readable.js
var createReadable = ({ subprocess, concurrentStreams, encoding }, { from, binary: binaryOption = true, preserveNewlines = true } = {}) => {
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const { subprocessStdout, waitReadableDestroy } = getSubprocessStdout(subprocess, from, concurrentStreams);
  const { readableEncoding, readableObjectMode, readableHighWaterMark } = getReadableOptions(subprocessStdout, binary);
  const { read, onStdoutDataDone } = getReadableMethods({
    subprocessStdout,
    subprocess,
    binary,
    encoding,
    preserveNewlines
  });
  const readable2 = new Readable3({
    read,
    destroy: callbackify2(onReadableDestroy.bind(void 0, { subprocessStdout, subprocess, waitReadableDestroy })),
    highWaterMark: readableHighWaterMark,
    objectMode: readableObjectMode,
    encoding: readableEncoding
  });
  onStdoutFinished({
    subprocessStdout,
    onStdoutDataDone,
    readable: readable2,
    subprocess
  });
  return readable2;
};
var getSubprocessStdout = (subprocess, from, concurrentStreams) => {
  const subprocessStdout = getFromStream(subprocess, from);
  const waitReadableDestroy = addConcurrentStream(concurrentStreams, subprocessStdout, "readableDestroy");
  return { subprocessStdout, waitReadableDestroy };
};
var getReadableOptions = ({ readableEncoding, readableObjectMode, readableHighWaterMark }, binary) => binary ? { readableEncoding, readableObjectMode, readableHighWaterMark } : { readableEncoding, readableObjectMode: true, readableHighWaterMark: DEFAULT_OBJECT_HIGH_WATER_MARK };
var getReadableMethods = ({ subprocessStdout, subprocess, binary, encoding, preserveNewlines }) => {
  const onStdoutDataDone = createDeferred();
  const onStdoutData = iterateOnSubprocessStream({
    subprocessStdout,
    subprocess,
    binary,
    shouldEncode: !binary,
    encoding,
    preserveNewlines
  });
  return {
    read() {
      onRead(this, onStdoutData, onStdoutDataDone);
    },
    onStdoutDataDone
  };
};
var onRead = async (readable2, onStdoutData, onStdoutDataDone) => {
  try {
    const { value, done } = await onStdoutData.next();
    if (done) {
      onStdoutDataDone.resolve();
    } else {
      readable2.push(value);
    }
  } catch {
  }
};
var onStdoutFinished = async ({ subprocessStdout, onStdoutDataDone, readable: readable2, subprocess, subprocessStdin }) => {
  try {
    await waitForSubprocessStdout(subprocessStdout);
    await subprocess;
    await safeWaitForSubprocessStdin(subprocessStdin);
    await onStdoutDataDone;
    if (readable2.readable) {
      readable2.push(null);
    }
  } catch (error) {
    await safeWaitForSubprocessStdin(subprocessStdin);
    destroyOtherReadable(readable2, error);
  }
};
var onReadableDestroy = async ({ subprocessStdout, subprocess, waitReadableDestroy }, error) => {
  if (await waitForConcurrentStreams(waitReadableDestroy, subprocess)) {
    destroyOtherReadable(subprocessStdout, error);
    await waitForSubprocess(subprocess, error);
  }
};
var destroyOtherReadable = (stream, error) => {
  destroyOtherStream(stream, stream.readable, error);
};

// node_modules/execa/lib/convert/writable.js
import { Writable as Writable3 } from "node:stream";
import { callbackify as callbackify3 } from "node:util";
var createWritable = ({ subprocess, concurrentStreams }, { to } = {}) => {
  const { subprocessStdin, waitWritableFinal, waitWritableDestroy } = getSubprocessStdin(subprocess, to, concurrentStreams);
  const writable2 = new Writable3({
    ...getWritableMethods(subprocessStdin, subprocess, waitWritableFinal),
    destroy: callbackify3(onWritableDestroy.bind(void 0, {
      subprocessStdin,
      subprocess,
      waitWritableFinal,
      waitWritableDestroy
    })),
    highWaterMark: subprocessStdin.writableHighWaterMark,
    objectMode: subprocessStdin.writableObjectMode
  });
  onStdinFinished(subprocessStdin, writable2);
  return writable2;
};
var getSubprocessStdin = (subprocess, to, concurrentStreams) => {
  const subprocessStdin = getToStream(subprocess, to);
  const waitWritableFinal = addConcurrentStream(concurrentStreams, subprocessStdin, "writableFinal");
  const waitWritableDestroy = addConcurrentStream(concurrentStreams, subprocessStdin, "writableDestroy");
  return { subprocessStdin, waitWritableFinal, waitWritableDestroy };
};
var getWritableMethods = (subprocessStdin, subprocess, waitWritableFinal) => ({
  write: onWrite.bind(void 0, subprocessStdin),
  final: callbackify3(onWritableFinal.bind(void 0, subprocessStdin, subprocess, waitWritableFinal))
});
var onWrite = (subprocessStdin, chunk, encoding, done) => {
  if (subprocessStdin.write(chunk, encoding)) {
    done();
  } else {
    subprocessStdin.once("drain", done);
  }
};
var onWritableFinal = async (subprocessStdin, subprocess, waitWritableFinal) => {
  if (await waitForConcurrentStreams(waitWritableFinal, subprocess)) {
    if (subprocessStdin.writable) {
      subprocessStdin.end();
    }
    await subprocess;
  }
};
var onStdinFinished = async (subprocessStdin, writable2, subprocessStdout) => {
  try {
    await waitForSubprocessStdin(subprocessStdin);
    if (writable2.writable) {
      writable2.end();
    }
  } catch (error) {
    await safeWaitForSubprocessStdout(subprocessStdout);
    destroyOtherWritable(writable2, error);
  }
};
var onWritableDestroy = async ({ subprocessStdin, subprocess, waitWritableFinal, waitWritableDestroy }, error) => {
  await waitForConcurrentStreams(waitWritableFinal, subprocess);
  if (await waitForConcurrentStreams(waitWritableDestroy, subprocess)) {
    destroyOtherWritable(subprocessStdin, error);
    await waitForSubprocess(subprocess, error);
  }
};
var destroyOtherWritable = (stream, error) => {
  destroyOtherStream(stream, stream.writable, error);
};

// node_modules/execa/lib/convert/duplex.js
import { Duplex as Duplex3 } from "node:stream";
import { callbackify as callbackify4 } from "node:util";
var createDuplex = ({ subprocess, concurrentStreams, encoding }, { from, to, binary: binaryOption = true, preserveNewlines = true } = {}) => {
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const { subprocessStdout, waitReadableDestroy } = getSubprocessStdout(subprocess, from, concurrentStreams);
  const { subprocessStdin, waitWritableFinal, waitWritableDestroy } = getSubprocessStdin(subprocess, to, concurrentStreams);
  const { readableEncoding, readableObjectMode, readableHighWaterMark } = getReadableOptions(subprocessStdout, binary);
  const { read, onStdoutDataDone } = getReadableMethods({
    subprocessStdout,
    subprocess,
    binary,
    encoding,
    preserveNewlines
  });
  const duplex2 = new Duplex3({
    read,
    ...getWritableMethods(subprocessStdin, subprocess, waitWritableFinal),
    destroy: callbackify4(onDuplexDestroy.bind(void 0, {
      subprocessStdout,
      subprocessStdin,
      subprocess,
      waitReadableDestroy,
      waitWritableFinal,
      waitWritableDestroy
    })),
    readableHighWaterMark,
    writableHighWaterMark: subprocessStdin.writableHighWaterMark,
    readableObjectMode,
    writableObjectMode: subprocessStdin.writableObjectMode,
    encoding: readableEncoding
  });
  onStdoutFinished({
    subprocessStdout,
    onStdoutDataDone,
    readable: duplex2,
    subprocess,
    subprocessStdin
  });
  onStdinFinished(subprocessStdin, duplex2, subprocessStdout);
  return duplex2;
};
var onDuplexDestroy = async ({ subprocessStdout, subprocessStdin, subprocess, waitReadableDestroy, waitWritableFinal, waitWritableDestroy }, error) => {
  await Promise.all([
    onReadableDestroy({ subprocessStdout, subprocess, waitReadableDestroy }, error),
    onWritableDestroy({
      subprocessStdin,
      subprocess,
      waitWritableFinal,
      waitWritableDestroy
    }, error)
  ]);
};

// node_modules/execa/lib/convert/iterable.js
var createIterable = (subprocess, encoding, {
  from,
  binary: binaryOption = false,
  preserveNewlines = false
} = {}) => {
  const binary = binaryOption || BINARY_ENCODINGS.has(encoding);
  const subprocessStdout = getFromStream(subprocess, from);
  const onStdoutData = iterateOnSubprocessStream({
    subprocessStdout,
    subprocess,
    binary,
    shouldEncode: true,
    encoding,
    preserveNewlines
  });
  return iterateOnStdoutData(onStdoutData, subprocessStdout, subprocess);
};
var iterateOnStdoutData = async function* (onStdoutData, subprocessStdout, subprocess) {
  try {
    yield* onStdoutData;
  } finally {
    if (subprocessStdout.readable) {
      subprocessStdout.destroy();
    }
    await subprocess;
  }
};

// node_modules/execa/lib/convert/add.js
var addConvertedStreams = (subprocess, { encoding }) => {
  const concurrentStreams = initializeConcurrentStreams();
  subprocess.readable = createReadable.bind(void 0, { subprocess, concurrentStreams, encoding });
  subprocess.writable = createWritable.bind(void 0, { subprocess, concurrentStreams });
  subprocess.duplex = createDuplex.bind(void 0, { subprocess, concurrentStreams, encoding });
  subprocess.iterable = createIterable.bind(void 0, subprocess, encoding);
  subprocess[Symbol.asyncIterator] = createIterable.bind(void 0, subprocess, encoding, {});
};

// node_modules/execa/lib/methods/promise.js
var mergePromise = (subprocess, promise) => {
  for (const [property2, descriptor] of descriptors) {
    const value = descriptor.value.bind(promise);
    Reflect.defineProperty(subprocess, property2, { ...descriptor, value });
  }
};
var nativePromisePrototype = (async () => {
})().constructor.prototype;
var descriptors = ["then", "catch", "finally"].map((property2) => [
  property2,
  Reflect.getOwnPropertyDescriptor(nativePromisePrototype, property2)
]);

// node_modules/execa/lib/methods/main-async.js
var execaCoreAsync = (rawFile, rawArguments, rawOptions, createNested) => {
  const { file, commandArguments, command, escapedCommand, startTime, verboseInfo, options, fileDescriptors } = handleAsyncArguments(rawFile, rawArguments, rawOptions);
  const { subprocess, promise } = spawnSubprocessAsync({
    file,
    commandArguments,
    options,
    startTime,
    verboseInfo,
    command,
    escapedCommand,
    fileDescriptors
  });
  subprocess.pipe = pipeToSubprocess.bind(void 0, {
    source: subprocess,
    sourcePromise: promise,
    boundOptions: {},
    createNested
  });
  mergePromise(subprocess, promise);
  SUBPROCESS_OPTIONS.set(subprocess, { options, fileDescriptors });
  return subprocess;
};
var handleAsyncArguments = (rawFile, rawArguments, rawOptions) => {
  const { command, escapedCommand, startTime, verboseInfo } = handleCommand(rawFile, rawArguments, rawOptions);
  const { file, commandArguments, options: normalizedOptions } = normalizeOptions(rawFile, rawArguments, rawOptions);
  const options = handleAsyncOptions(normalizedOptions);
  const fileDescriptors = handleStdioAsync(options, verboseInfo);
  return {
    file,
    commandArguments,
    command,
    escapedCommand,
    startTime,
    verboseInfo,
    options,
    fileDescriptors
  };
};
var handleAsyncOptions = ({ timeout, signal, ...options }) => {
  if (signal !== void 0) {
    throw new TypeError('The "signal" option has been renamed to "cancelSignal" instead.');
  }
  return { ...options, timeoutDuration: timeout };
};
var spawnSubprocessAsync = ({ file, commandArguments, options, startTime, verboseInfo, command, escapedCommand, fileDescriptors }) => {
  let subprocess;
  try {
    subprocess = spawn2(...concatenateShell(file, commandArguments, options));
  } catch (error) {
    return handleEarlyError({
      error,
      command,
      escapedCommand,
      fileDescriptors,
      options,
      startTime,
      verboseInfo
    });
  }
  const controller = new AbortController();
  setMaxListeners(Number.POSITIVE_INFINITY, controller.signal);
  const originalStreams = [...subprocess.stdio];
  pipeOutputAsync(subprocess, fileDescriptors, controller);
  cleanupOnExit(subprocess, options, controller);
  const context = {};
  const onInternalError = createDeferred();
  subprocess.kill = subprocessKill.bind(void 0, {
    kill: subprocess.kill.bind(subprocess),
    options,
    onInternalError,
    context,
    controller
  });
  subprocess.all = makeAllStream(subprocess, options);
  addConvertedStreams(subprocess, options);
  addIpcMethods(subprocess, options);
  const promise = handlePromise({
    subprocess,
    options,
    startTime,
    verboseInfo,
    fileDescriptors,
    originalStreams,
    command,
    escapedCommand,
    context,
    onInternalError,
    controller
  });
  return { subprocess, promise };
};
var handlePromise = async ({ subprocess, options, startTime, verboseInfo, fileDescriptors, originalStreams, command, escapedCommand, context, onInternalError, controller }) => {
  const [
    errorInfo,
    [exitCode, signal],
    stdioResults,
    allResult,
    ipcOutput
  ] = await waitForSubprocessResult({
    subprocess,
    options,
    context,
    verboseInfo,
    fileDescriptors,
    originalStreams,
    onInternalError,
    controller
  });
  controller.abort();
  onInternalError.resolve();
  const stdio = stdioResults.map((stdioResult, fdNumber) => stripNewline(stdioResult, options, fdNumber));
  const all = stripNewline(allResult, options, "all");
  const result = getAsyncResult({
    errorInfo,
    exitCode,
    signal,
    stdio,
    all,
    ipcOutput,
    context,
    options,
    command,
    escapedCommand,
    startTime
  });
  return handleResult(result, verboseInfo, options);
};
var getAsyncResult = ({ errorInfo, exitCode, signal, stdio, all, ipcOutput, context, options, command, escapedCommand, startTime }) => "error" in errorInfo ? makeError({
  error: errorInfo.error,
  command,
  escapedCommand,
  timedOut: context.terminationReason === "timeout",
  isCanceled: context.terminationReason === "cancel" || context.terminationReason === "gracefulCancel",
  isGracefullyCanceled: context.terminationReason === "gracefulCancel",
  isMaxBuffer: errorInfo.error instanceof MaxBufferError,
  isForcefullyTerminated: context.isForcefullyTerminated,
  exitCode,
  signal,
  stdio,
  all,
  ipcOutput,
  options,
  startTime,
  isSync: false
}) : makeSuccessResult({
  command,
  escapedCommand,
  stdio,
  all,
  ipcOutput,
  options,
  startTime
});

// node_modules/execa/lib/methods/bind.js
var mergeOptions = (boundOptions, options) => {
  const newOptions = Object.fromEntries(
    Object.entries(options).map(([optionName, optionValue2]) => [
      optionName,
      mergeOption(optionName, boundOptions[optionName], optionValue2)
    ])
  );
  return { ...boundOptions, ...newOptions };
};
var mergeOption = (optionName, boundOptionValue, optionValue2) => {
  if (DEEP_OPTIONS.has(optionName) && isPlainObject(boundOptionValue) && isPlainObject(optionValue2)) {
    return { ...boundOptionValue, ...optionValue2 };
  }
  return optionValue2;
};
var DEEP_OPTIONS = /* @__PURE__ */ new Set(["env", ...FD_SPECIFIC_OPTIONS]);

// node_modules/execa/lib/methods/create.js
var createExeca = (mapArguments, boundOptions, deepOptions, setBoundExeca) => {
  const createNested = (mapArguments2, boundOptions2, setBoundExeca2) => createExeca(mapArguments2, boundOptions2, deepOptions, setBoundExeca2);
  const boundExeca = (...execaArguments) => callBoundExeca({
    mapArguments,
    deepOptions,
    boundOptions,
    setBoundExeca,
    createNested
  }, ...execaArguments);
  if (setBoundExeca !== void 0) {
    setBoundExeca(boundExeca, createNested, boundOptions);
  }
  return boundExeca;
};
var callBoundExeca = ({ mapArguments, deepOptions = {}, boundOptions = {}, setBoundExeca, createNested }, firstArgument, ...nextArguments) => {
  if (isPlainObject(firstArgument)) {
    return createNested(mapArguments, mergeOptions(boundOptions, firstArgument), setBoundExeca);
  }
  const { file, commandArguments, options, isSync } = parseArguments({
    mapArguments,
    firstArgument,
    nextArguments,
    deepOptions,
    boundOptions
  });
  return isSync ? execaCoreSync(file, commandArguments, options) : execaCoreAsync(file, commandArguments, options, createNested);
};
var parseArguments = ({ mapArguments, firstArgument, nextArguments, deepOptions, boundOptions }) => {
  const callArguments = isTemplateString(firstArgument) ? parseTemplates(firstArgument, nextArguments) : [firstArgument, ...nextArguments];
  const [initialFile, initialArguments, initialOptions] = normalizeParameters(...callArguments);
  const mergedOptions = mergeOptions(mergeOptions(deepOptions, boundOptions), initialOptions);
  const {
    file = initialFile,
    commandArguments = initialArguments,
    options = mergedOptions,
    isSync = false
  } = mapArguments({ file: initialFile, commandArguments: initialArguments, options: mergedOptions });
  return {
    file,
    commandArguments,
    options,
    isSync
  };
};

// node_modules/execa/lib/methods/command.js
var mapCommandAsync = ({ file, commandArguments }) => parseCommand(file, commandArguments);
var mapCommandSync = ({ file, commandArguments }) => ({ ...parseCommand(file, commandArguments), isSync: true });
var parseCommand = (command, unusedArguments) => {
  if (unusedArguments.length > 0) {
    throw new TypeError(`The command and its arguments must be passed as a single string: ${command} ${unusedArguments}.`);
  }
  const [file, ...commandArguments] = parseCommandString(command);
  return { file, commandArguments };
};
var parseCommandString = (command) => {
  if (typeof command !== "string") {
    throw new TypeError(`The command must be a string: ${String(command)}.`);
  }
  const trimmedCommand = command.trim();
  if (trimmedCommand === "") {
    return [];
  }
  const tokens2 = [];
  for (const token of trimmedCommand.split(SPACES_REGEXP)) {
    const previousToken = tokens2.at(-1);
    if (previousToken && previousToken.endsWith("\\")) {
      tokens2[tokens2.length - 1] = `${previousToken.slice(0, -1)} ${token}`;
    } else {
      tokens2.push(token);
    }
  }
  return tokens2;
};
var SPACES_REGEXP = / +/g;

// node_modules/execa/lib/methods/script.js
var setScriptSync = (boundExeca, createNested, boundOptions) => {
  boundExeca.sync = createNested(mapScriptSync, boundOptions);
  boundExeca.s = boundExeca.sync;
};
var mapScriptAsync = ({ options }) => getScriptOptions(options);
var mapScriptSync = ({ options }) => ({ ...getScriptOptions(options), isSync: true });
var getScriptOptions = (options) => ({ options: { ...getScriptStdinOption(options), ...options } });
var getScriptStdinOption = ({ input, inputFile, stdio }) => input === void 0 && inputFile === void 0 && stdio === void 0 ? { stdin: "inherit" } : {};
var deepScriptOptions = { preferLocal: true };

// node_modules/execa/index.js
var execa = createExeca(() => ({}));
var execaSync = createExeca(() => ({ isSync: true }));
var execaCommand = createExeca(mapCommandAsync);
var execaCommandSync = createExeca(mapCommandSync);
var execaNode = createExeca(mapNode);
var $ = createExeca(mapScriptAsync, {}, deepScriptOptions, setScriptSync);
var {
  sendMessage: sendMessage2,
  getOneMessage: getOneMessage2,
  getEachMessage: getEachMessage2,
  getCancelSignal: getCancelSignal2
} = getIpcExport();

// src/core/locked/cargo-target-dir.ts
var TARGET_DIR_VARIABLES = [
  "CARGO_TARGET_DIR",
  "CARGO_BUILD_TARGET_DIR"
];
var NAMES_TARGET_DIR = /target-dir/;
var isLockfile = (path6) => path6 === "Cargo.lock" || path6.endsWith("/Cargo.lock");
function mayUsePersistedTarget(facts) {
  if (!facts.files.includes("Cargo.toml")) return false;
  if (facts.files.some((path6) => isLockfile(path6) && path6 !== "Cargo.lock")) return false;
  if (TARGET_DIR_VARIABLES.some((name) => (facts.env[name] ?? "") !== "")) return false;
  return !facts.configTexts.some((text2) => NAMES_TARGET_DIR.test(text2));
}
function cacheEnvForCheck(added2, checkEnv) {
  if (!TARGET_DIR_VARIABLES.some((name) => (checkEnv[name] ?? "") !== "")) return { ...added2 };
  const { CARGO_TARGET_DIR: _dropped, ...rest } = added2;
  return rest;
}
function ownsTargetFolder(added2, checks) {
  if (added2.CARGO_TARGET_DIR === void 0) return false;
  return checks.every((check2) => cacheEnvForCheck(added2, check2.env).CARGO_TARGET_DIR !== void 0);
}

// src/core/run/check-summary.ts
var MAX_COMMAND_CHARS = 100;
function checkSummary(outcome, check2) {
  const shown3 = displayCommand(check2);
  switch (outcome.kind) {
    case "passed":
      return `passed: ${shown3}`;
    case "failed":
      return `failed (exit ${outcome.exitCode}): ${shown3}`;
    case "signaled":
      return `failed (killed by ${outcome.signal}): ${shown3}`;
    case "timed-out":
      return `timed out after ${formatDuration(outcome.timeoutMs)}: ${shown3}`;
    case "interrupted":
      return `interrupted: ${shown3}`;
    case "not-found":
      return `command not found: ${outcome.command}`;
    case "error":
      return `failed to start (${outcome.message}): ${shown3}`;
    case "skipped":
      return `skipped (${outcome.reason}): ${shown3}`;
  }
}
function displayCommand(check2) {
  const lines = check2.script.split("\n").map((line) => line.trim()).filter((line) => line !== "");
  const text2 = lines.length === 0 ? [check2.command, ...check2.args].join(" ") : lines.length === 1 ? lines[0] : `${lines[0]} \u2026`;
  return text2.length > MAX_COMMAND_CHARS ? `${text2.slice(0, MAX_COMMAND_CHARS - 1)}\u2026` : text2;
}
function formatDuration(ms) {
  if (ms < 1e3) return `${Math.round(ms)}ms`;
  if (ms < 6e4) return `${trimZeros((ms / 1e3).toFixed(1))}s`;
  const totalSeconds = Math.round(ms / 1e3);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor(totalSeconds % 3600 / 60);
  const seconds = totalSeconds % 60;
  const parts = [hours && `${hours}h`, minutes && `${minutes}m`, seconds && `${seconds}s`];
  return parts.filter((part) => part !== 0).join("");
}
function trimZeros(fixed) {
  return fixed.endsWith(".0") ? fixed.slice(0, -2) : fixed;
}

// src/core/run/child-env.ts
var DROPPED_NAMES = /* @__PURE__ */ new Set([
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_RUNTIME_URL",
  "ACTIONS_CACHE_URL",
  "ACTIONS_RESULTS_URL",
  // File commands: a check writing here could set testlock's outputs, env or job summary.
  "GITHUB_ENV",
  "GITHUB_OUTPUT",
  "GITHUB_PATH",
  "GITHUB_STATE",
  "GITHUB_STEP_SUMMARY"
]);
var DROPPED_PREFIXES = ["INPUT_", "ACTIONS_ID_TOKEN_REQUEST_"];
var SECRET_NAMES = [
  "GITHUB_TOKEN",
  "GH_TOKEN",
  "INPUT_GITHUB-TOKEN",
  "INPUT_GITHUB_TOKEN",
  "INPUT_TOKEN",
  "ACTIONS_RUNTIME_TOKEN",
  "ACTIONS_ID_TOKEN_REQUEST_TOKEN"
];
var MIN_CONTAINED_SECRET = 8;
function isDroppedName(name) {
  const upper = name.toUpperCase();
  return DROPPED_NAMES.has(upper) || DROPPED_PREFIXES.some((prefix) => upper.startsWith(prefix));
}
function collectSecrets(parent, secrets) {
  const fromEnv = SECRET_NAMES.map((name) => parent[name]);
  const all = [...secrets, ...fromEnv].filter((value) => !!value);
  return [...new Set(all)];
}
function revealsSecret(value, secrets) {
  return secrets.some(
    (secret) => value === secret || secret.length >= MIN_CONTAINED_SECRET && value.includes(secret)
  );
}
function childEnv(parent, options) {
  const secrets = collectSecrets(parent, options.secrets);
  const env2 = {};
  const candidates = [
    ...Object.entries(parent),
    ["CI", "true"],
    ...Object.entries(options.extra ?? {})
  ];
  for (const [name, value] of candidates) {
    if (value === void 0 || isDroppedName(name) || revealsSecret(value, secrets)) continue;
    env2[name] = value;
  }
  return env2;
}
function checkMarker(id) {
  const name = `TESTLOCK_CHECK_${id.replace(/[^A-Za-z0-9]/g, "")}`;
  return { name, value: "1", entry: `${name}=1` };
}

// src/adapters/check-launch.ts
import { randomUUID } from "node:crypto";
import { realpath, stat as stat2, writeFile } from "node:fs/promises";
import { isAbsolute, join, relative, resolve, sep } from "node:path";
var SCRIPT_PLACEHOLDER = "{0}";
function runFiles(check2, logDir) {
  const slug = check2.name.replace(/[^A-Za-z0-9._-]+/g, "-").slice(0, 40) || "check";
  const base = join(logDir, `${slug}-${randomUUID().slice(0, 8)}`);
  return { stdout: `${base}.stdout.log`, stderr: `${base}.stderr.log`, script: `${base}.sh` };
}
async function resolveCheckCwd(root, cwd) {
  const outside = { error: `working directory '${cwd}' is outside the repository` };
  if (isAbsolute(cwd)) return outside;
  const lexical = resolve(root, cwd);
  if (!isInside(resolve(root), lexical)) return outside;
  let real;
  try {
    real = await realpath(lexical);
  } catch {
    return { error: `working directory '${cwd}' does not exist` };
  }
  if (!isInside(await realpath(root), real)) return outside;
  if (!(await stat2(real)).isDirectory()) {
    return { error: `working directory '${cwd}' is not a directory` };
  }
  return { cwd: lexical };
}
async function resolveArgs(check2, scriptPath) {
  if (!check2.args.some((arg) => arg.includes(SCRIPT_PLACEHOLDER))) return [...check2.args];
  await writeFile(scriptPath, check2.script, { mode: 448, flag: "wx" });
  return check2.args.map((arg) => arg.replaceAll(SCRIPT_PLACEHOLDER, scriptPath));
}
function isInside(parent, child3) {
  const rel = relative(parent, child3);
  return rel.split(sep)[0] !== ".." && !isAbsolute(rel);
}

// src/core/run/tail-buffer.ts
var TAIL_MAX_CHARS = 2e4;
var TailBuffer = class {
  constructor(maxChars = TAIL_MAX_CHARS) {
    this.maxChars = maxChars;
    if (!Number.isInteger(maxChars) || maxChars < 1) {
      throw new RangeError(`TailBuffer: maxChars must be a positive integer, got ${maxChars}`);
    }
  }
  maxChars;
  chunks = [];
  /** Index of the first chunk still kept (dropped ones are compacted away in bulk). */
  first = 0;
  keptChars = 0;
  seen = 0;
  /** Adds a chunk; a chunk longer than the limit only contributes its end. */
  push(chunk) {
    this.seen += chunk.length;
    const piece = chunk.length > this.maxChars ? chunk.slice(-this.maxChars) : chunk;
    this.chunks.push(piece);
    this.keptChars += piece.length;
    while (this.keptChars - (this.chunks[this.first]?.length ?? 0) >= this.maxChars) {
      this.keptChars -= this.chunks[this.first]?.length ?? 0;
      this.chunks[this.first++] = "";
    }
    if (this.first > 1024 && this.first * 2 > this.chunks.length) {
      this.chunks = this.chunks.slice(this.first);
      this.first = 0;
    }
  }
  /** The tail as it stands. */
  snapshot() {
    const joined2 = this.chunks.slice(this.first).join("");
    const kept = joined2.length > this.maxChars ? joined2.slice(-this.maxChars) : joined2;
    return {
      text: dropLeadingLowSurrogate(kept),
      totalChars: this.seen,
      truncated: this.seen > kept.length
    };
  }
};
function dropLeadingLowSurrogate(text2) {
  const first = text2.charCodeAt(0);
  return first >= 56320 && first <= 57343 ? text2.slice(1) : text2;
}

// src/adapters/process-output.ts
import { createWriteStream as createWriteStream2 } from "node:fs";
import { Transform as Transform2 } from "node:stream";
import { pipeline } from "node:stream/promises";
function captureOutput(name, source, logPath, onOutput) {
  const tail = new TailBuffer();
  let bytes = 0;
  const tap = decodingTap(
    (text2) => {
      tail.push(text2);
      onOutput?.(name, text2);
    },
    (chunk) => {
      bytes += chunk.length;
    }
  );
  const done = pipeline(
    source,
    tap,
    createWriteStream2(logPath, { flags: "wx", mode: 384 })
  ).catch((error) => {
    if (isPrematureClose(error)) return;
    throw error;
  });
  return { tail, bytes: () => bytes, done };
}
function decodingTap(emit, count3) {
  const decoder = new TextDecoder("utf-8", { fatal: false });
  const emitNonEmpty = (text2) => {
    if (text2 !== "") emit(text2);
  };
  return new Transform2({
    transform(chunk, _encoding, callback) {
      count3(chunk);
      emitNonEmpty(decoder.decode(chunk, { stream: true }));
      callback(null, chunk);
    },
    flush(callback) {
      emitNonEmpty(decoder.decode());
      callback();
    }
  });
}
function isPrematureClose(error) {
  return error instanceof Error && error.code === "ERR_STREAM_PREMATURE_CLOSE";
}

// src/adapters/process-supervise.ts
var IN_ORDER_MAX_CHARS = 4 * 1024 * 1024;
async function supervise(subprocess, options) {
  const pid = subprocess.pid;
  const inOrder = new TailBuffer(IN_ORDER_MAX_CHARS);
  const listen = (stream, text2) => {
    inOrder.push(text2);
    options.onOutput?.(stream, text2);
  };
  const captures = [
    captureOutput("stdout", subprocess.stdout, options.logPaths.stdout, listen),
    captureOutput("stderr", subprocess.stderr, options.logPaths.stderr, listen)
  ];
  const outputDone = Promise.all(captures.map((capture) => capture.done));
  outputDone.catch(() => {
  });
  if (pid === void 0) {
    const result = await subprocess;
    await outputDone;
    const spawnError = { code: result.code, message: result.originalMessage ?? "not started" };
    return {
      code: null,
      signal: null,
      stopReason: null,
      captures,
      inOrder,
      spawnError,
      strays: []
    };
  }
  trackGroup(pid);
  trackMarker(options.marker);
  const stopper = new Stopper(pid, options.graceMs);
  const timer = setTimeout(() => stopper.stop("timeout"), options.timeoutMs);
  const onAbort = () => stopper.stop("interrupt");
  options.signal?.addEventListener("abort", onAbort, { once: true });
  if (options.signal?.aborted) onAbort();
  try {
    const exit = await leaderExit(subprocess);
    clearTimeout(timer);
    const lastSignal = await (stopper.killing ?? terminateGroup(pid, options.graceMs));
    const strays = await killTagged(options.marker);
    await drainOutput(subprocess, outputDone, options.graceMs);
    await subprocess;
    const signal = exit.signal ?? (stopper.reason === null ? null : lastSignal);
    const stopReason = stopper.reason;
    return { code: exit.code, signal, stopReason, captures, inOrder, spawnError: null, strays };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onAbort);
    if (groupAlive(pid)) signalGroup(pid, "SIGKILL");
    killTaggedSync(options.marker);
    untrackGroup(pid);
    untrackMarker(options.marker);
  }
}
var Stopper = class {
  constructor(pgid, graceMs) {
    this.pgid = pgid;
    this.graceMs = graceMs;
  }
  pgid;
  graceMs;
  reason = null;
  killing = null;
  stop(reason) {
    if (this.reason !== null) return;
    this.reason = reason;
    this.killing = terminateGroup(this.pgid, this.graceMs);
  }
};
function leaderExit(subprocess) {
  return new Promise((resolveExit) => {
    subprocess.once("exit", (code, signal) => resolveExit({ code, signal }));
  });
}
async function drainOutput(subprocess, outputDone, graceMs) {
  let timer;
  const expired = new Promise((resolveExpired) => {
    timer = setTimeout(() => resolveExpired(true), graceMs);
  });
  const stillOpen = await Promise.race([outputDone.then(() => false), expired]);
  clearTimeout(timer);
  if (stillOpen) {
    subprocess.stdout?.destroy();
    subprocess.stderr?.destroy();
  }
  await outputDone;
}

// src/adapters/process.ts
var DEFAULT_GRACE_MS = 5e3;
async function runCheck(check2, options) {
  if (!(options.timeoutMs > 0)) throw new RangeError(`runCheck: timeoutMs must be > 0`);
  await mkdir(options.logDir, { recursive: true });
  const files = runFiles(check2, options.logDir);
  const started = performance.now();
  const launch = await prepare(check2, options);
  if ("outcome" in launch) {
    const empty = { mode: 384, flag: "wx" };
    await Promise.all([writeFile2(files.stdout, "", empty), writeFile2(files.stderr, "", empty)]);
    return toResult(check2, launch.outcome, null, { started, files });
  }
  const marker = checkMarker(randomUUID2());
  const subprocess = execa(check2.command, await resolveArgs(check2, files.script), {
    cwd: launch.cwd,
    env: childEnv(options.baseEnv, {
      secrets: options.secrets ?? [],
      extra: {
        ...check2.env,
        ...cacheEnvForCheck(options.extraEnv ?? {}, check2.env),
        [marker.name]: marker.value
      }
    }),
    extendEnv: false,
    stdin: "ignore",
    buffer: false,
    encoding: "buffer",
    reject: false,
    detached: true,
    // its own process group, so the whole tree can be signalled
    cleanup: false
    // process-tree.ts ends groups; execa would only kill the leader
  });
  if (options.niceness !== void 0) lowerPriority(subprocess.pid, options.niceness);
  const supervised = await supervise(subprocess, {
    timeoutMs: options.timeoutMs,
    graceMs: options.graceMs ?? DEFAULT_GRACE_MS,
    signal: options.signal,
    onOutput: options.onOutput,
    logPaths: files,
    marker: marker.entry
  });
  return toResult(check2, outcomeOf(check2, supervised, options.timeoutMs), supervised, {
    started,
    files
  });
}
function lowerPriority(pid, niceness) {
  if (pid === void 0) return;
  try {
    setPriority(pid, Math.min(19, getPriority(pid) + niceness));
  } catch {
  }
}
async function prepare(check2, options) {
  if (check2.skipped !== null) return { outcome: { kind: "skipped", reason: check2.skipped } };
  if (options.signal?.aborted) return { outcome: { kind: "interrupted" } };
  const cwd = await resolveCheckCwd(options.root, check2.cwd);
  return "error" in cwd ? { outcome: { kind: "error", message: cwd.error } } : cwd;
}
function outcomeOf(check2, run, timeoutMs) {
  if (run.stopReason === "timeout") return { kind: "timed-out", timeoutMs };
  if (run.stopReason === "interrupt") return { kind: "interrupted" };
  if (run.spawnError?.code === "ENOENT") return { kind: "not-found", command: check2.command };
  if (run.spawnError) return { kind: "error", message: run.spawnError.message };
  if (run.code === 0) return { kind: "passed" };
  if (run.code !== null) return { kind: "failed", exitCode: run.code };
  return { kind: "signaled", signal: run.signal ?? "unknown signal" };
}
function toResult(check2, outcome, run, timing) {
  const [out, err] = (run?.captures ?? []).map((capture) => capture.tail.snapshot());
  const [outBytes = 0, errBytes = 0] = (run?.captures ?? []).map((capture) => capture.bytes());
  const exitCode = run === null || run.stopReason !== null ? null : run.code;
  return {
    ...check2,
    ok: outcome.kind === "passed",
    exitCode,
    signal: run?.signal ?? null,
    durationMs: Math.round(performance.now() - timing.started),
    timedOut: outcome.kind === "timed-out",
    stdout: out?.text ?? "",
    stderr: err?.text ?? "",
    inOrder: run?.inOrder.snapshot().text ?? "",
    stdoutBytes: outBytes,
    stderrBytes: errBytes,
    summary: checkSummary(outcome, check2),
    notFound: outcome.kind === "not-found",
    interrupted: outcome.kind === "interrupted",
    logPaths: { stdout: timing.files.stdout, stderr: timing.files.stderr },
    outputTruncated: { stdout: out?.truncated ?? false, stderr: err?.truncated ?? false },
    strays: (run?.strays ?? []).map((stray) => stray.command)
  };
}

// src/pipeline/stages/plan.ts
import { existsSync } from "node:fs";
import { isAbsolute as isAbsolute5, join as join4, relative as relative4, sep as sep4 } from "node:path";

// src/core/parsers/installed.ts
var installed = {};
function installParsers(parsers) {
  Object.assign(installed, parsers);
}
function isInstalled(kind) {
  return installed[kind] !== void 0;
}
function parser(kind) {
  const found = installed[kind];
  if (found === void 0) throw new Error(`internal: the ${kind} parser was not loaded`);
  return found;
}
var parseToml = ((...args) => parser("toml").parse(...args));
function parseTomlOrNull(text2) {
  try {
    return parseToml(text2);
  } catch {
    return null;
  }
}
var stringifyToml = ((...args) => parser("toml").stringify(...args));
var parseYaml = ((...args) => parser("yaml").parse(...args));
var parseYamlDocument = ((...args) => parser("yaml").parseDocument(...args));
function yamlLineCounter() {
  return new (parser("yaml")).LineCounter();
}
function xmlModule() {
  return parser("xml");
}

// src/core/parsers/needed-parsers.ts
var TOML = /(?:\.toml|\.lock|(?:^|\/)Pipfile)$/;
var YAML = /\.ya?ml$/;
function parsersForPaths(paths) {
  let toml = false;
  let yaml = false;
  for (const path6 of paths) {
    toml ||= TOML.test(path6);
    yaml ||= YAML.test(path6);
    if (toml && yaml) break;
  }
  return [...toml ? ["toml"] : [], ...yaml ? ["yaml"] : []];
}

// src/adapters/load-parsers.ts
function namespaceOf(loaded, name) {
  if (typeof loaded[name] === "function") return loaded;
  return loaded.default ?? loaded;
}
var LOADERS = {
  toml: async () => namespaceOf(await import("./dist-OPBZBZLA.js"), "parse"),
  yaml: async () => namespaceOf(await import("./dist-HNX3GJP6.js"), "parseDocument"),
  xml: async () => namespaceOf(await import("./fxp-S634REA3.js"), "XMLParser")
};
function prefetchParser(kind) {
  LOADERS[kind]().catch(() => void 0);
}
async function loadParsers(kinds) {
  const missing = [...new Set(kinds)].filter((kind) => !isInstalled(kind));
  const loaded = await Promise.all(missing.map(async (kind) => [kind, await LOADERS[kind]()]));
  installParsers(Object.fromEntries(loaded));
}
async function loadParsersForTrees(repo, commits, configFile) {
  const trees = await Promise.all(commits.map((commit) => listTree(repo, commit)));
  const kinds = parsersForPaths(trees.flat().map((entry) => entry.path));
  await loadParsers(configFile ? [...kinds, "yaml"] : kinds);
}

// src/core/config/glob.ts
var import_posix = __toESM(require_posix(), 1);

// src/core/text/error-message.ts
function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}
function firstLine2(text2) {
  return text2.split(/\r?\n/, 1)[0] ?? "";
}

// src/core/config/glob.ts
var OPTIONS = { dot: true, windows: false, debug: true };
var NEVER = { test: (_path) => false };
var sources = new Map(
  true ? Object.entries(JSON.parse('{"*.{pyc,pyo,pyd,so,dylib,dll,node,wasm,class,jar,war,o,obj,a,lib,exe}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(pyc|pyo|pyd|so|dylib|dll|node|wasm|class|jar|war|o|obj|a|lib|exe))$","*.so.+([0-9.])":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.so\\\\.(?:[0-9.])+)$","**/__pycache__/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)__pycache__(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$",".pnp.{cjs,js,loader.mjs,data.json}":"^(?:\\\\.pnp\\\\.(cjs|js|loader\\\\.mjs|data\\\\.json))$","Jenkinsfile":"^(?:^(?:Jenkinsfile)$)$","{Makefile,makefile,GNUmakefile}":"^(?:(Makefile|makefile|GNUmakefile))$","*.mk":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.mk\\\\/?)$","{justfile,Justfile,JUSTFILE,.justfile}":"^(?:(justfile|Justfile|JUSTFILE|\\\\.justfile))$","*.just":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.just\\\\/?)$","{Taskfile,taskfile}{,.dist}.{yml,yaml}":"^(?:(Taskfile|taskfile)(|\\\\.dist)\\\\.(yml|yaml))$",".pre-commit-config.{yaml,yml}":"^(?:\\\\.pre-commit-config\\\\.(yaml|yml))$","{turbo,nx}.json":"^(?:(turbo|nx)\\\\.json)$","{,.}mise{,.*}.toml":"^(?:(|\\\\.)mise(|\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?)\\\\.toml)$","tox.ini":"^(?:^(?:tox\\\\.ini)$)$","noxfile.py":"^(?:^(?:noxfile\\\\.py)$)$","{pytest,.pytest}.{ini,toml}":"^(?:(pytest|\\\\.pytest)\\\\.(ini|toml))$","pyproject.toml":"^(?:^(?:pyproject\\\\.toml)$)$","setup.cfg":"^(?:^(?:setup\\\\.cfg)$)$","hatch.toml":"^(?:^(?:hatch\\\\.toml)$)$","poetry.toml":"^(?:^(?:poetry\\\\.toml)$)$",".pdm-python":"^(?:^(?:\\\\.pdm\\\\-python)$)$","conftest.py":"^(?:^(?:conftest\\\\.py)$)$","{sitecustomize,usercustomize}.py":"^(?:(sitecustomize|usercustomize)\\\\.py)$","*.pth":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.pth\\\\/?)$","*.egg-info":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.egg-info)$",".coveragerc":"^(?:^(?:\\\\.coveragerc)$)$","{ruff,.ruff}.toml":"^(?:(ruff|\\\\.ruff)\\\\.toml)$","{mypy,.mypy}.ini":"^(?:(mypy|\\\\.mypy)\\\\.ini)$","pyrightconfig.json":"^(?:^(?:pyrightconfig\\\\.json)$)$","{.flake8,.pylintrc,pylintrc,.pydocstyle,.isort.cfg,.bandit}":"^(?:(\\\\.flake8|\\\\.pylintrc|pylintrc|\\\\.pydocstyle|\\\\.isort\\\\.cfg|\\\\.bandit))$","package.json":"^(?:^(?:package\\\\.json)$)$","deno.json{,c}":"^(?:deno\\\\.json(|c))$","jest.{config,preset}.*":"^(?:jest\\\\.(config|preset)\\\\.[^/]*?\\\\/?)$","jest.*.config.*":"^(?:^(?:jest\\\\.[^/]*?\\\\.config\\\\.[^/]*?)$)$","vitest.{config,workspace}.*":"^(?:vitest\\\\.(config|workspace)\\\\.[^/]*?\\\\/?)$","vitest.*.config.*":"^(?:^(?:vitest\\\\.[^/]*?\\\\.config\\\\.[^/]*?)$)$","vite.config.*":"^(?:^(?:vite\\\\.config\\\\.[^/]*?)$)$",".mocharc*":"^(?:^(?:\\\\.mocharc[^/]*?)$)$",".taprc{,.*}":"^(?:\\\\.taprc(|\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?))$","karma.conf.*":"^(?:^(?:karma\\\\.conf\\\\.[^/]*?)$)$","ava.config.*":"^(?:^(?:ava\\\\.config\\\\.[^/]*?)$)$","playwright{,-ct}.config.*":"^(?:playwright(|-ct)\\\\.config\\\\.[^/]*?\\\\/?)$","cypress.{config.*,json}":"^(?:cypress\\\\.(config\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?|json))$","{jest,vitest,test}{.,-}setup{,-*}.*":"^(?:(jest|vitest|test)(\\\\.|-)setup(|-[^/]*?)\\\\.[^/]*?\\\\/?)$","setup{Tests,Test,-tests,_tests}.*":"^(?:setup(Tests|Test|-tests|_tests)\\\\.[^/]*?\\\\/?)$","global{Setup,Teardown,-setup,-teardown}.*":"^(?:global(Setup|Teardown|-setup|-teardown)\\\\.[^/]*?\\\\/?)$",".nycrc*":"^(?:^(?:\\\\.nycrc[^/]*?)$)$",".c8rc*":"^(?:^(?:\\\\.c8rc[^/]*?)$)$",".eslintrc*":"^(?:^(?:\\\\.eslintrc[^/]*?)$)$","eslint.config.*":"^(?:^(?:eslint\\\\.config\\\\.[^/]*?)$)$",".eslintignore":"^(?:^(?:\\\\.eslintignore)$)$","{biome,.biome}.{json,jsonc}":"^(?:(biome|\\\\.biome)\\\\.(json|jsonc))$",".prettierrc*":"^(?:^(?:\\\\.prettierrc[^/]*?)$)$","prettier.config.*":"^(?:^(?:prettier\\\\.config\\\\.[^/]*?)$)$",".prettierignore":"^(?:^(?:\\\\.prettierignore)$)$","tsconfig*.json":"^(?:^(?:tsconfig[^/]*?\\\\.json)$)$","jsconfig*.json":"^(?:^(?:jsconfig[^/]*?\\\\.json)$)$",".babelrc{,.*}":"^(?:\\\\.babelrc(|\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?))$","babel.config.*":"^(?:^(?:babel\\\\.config\\\\.[^/]*?)$)$",".swcrc":"^(?:^(?:\\\\.swcrc)$)$",".npmrc":"^(?:^(?:\\\\.npmrc)$)$",".yarnrc":"^(?:^(?:\\\\.yarnrc)$)$",".yarnrc.yml":"^(?:^(?:\\\\.yarnrc\\\\.yml)$)$",".pnpmfile.{cjs,mjs,js}":"^(?:\\\\.pnpmfile\\\\.(cjs|mjs|js))$","{bunfig,.bunfig}.toml":"^(?:(bunfig|\\\\.bunfig)\\\\.toml)$","pnpm-workspace.yaml":"^(?:^(?:pnpm\\\\-workspace\\\\.yaml)$)$","lerna.json":"^(?:^(?:lerna\\\\.json)$)$",".golangci.{yml,yaml,toml,json}":"^(?:\\\\.golangci\\\\.(yml|yaml|toml|json))$","go.work":"^(?:^(?:go\\\\.work)$)$","go.work.sum":"^(?:^(?:go\\\\.work\\\\.sum)$)$","Cargo.toml":"^(?:^(?:Cargo\\\\.toml)$)$","{clippy,.clippy}.toml":"^(?:(clippy|\\\\.clippy)\\\\.toml)$","{rustfmt,.rustfmt}.toml":"^(?:(rustfmt|\\\\.rustfmt)\\\\.toml)$","{tarpaulin,.tarpaulin}.toml":"^(?:(tarpaulin|\\\\.tarpaulin)\\\\.toml)$","rust-toolchain{,.toml}":"^(?:rust-toolchain(|\\\\.toml))$","pom.xml":"^(?:^(?:pom\\\\.xml)$)$","build.gradle{,.kts}":"^(?:build\\\\.gradle(|\\\\.kts))$","checkstyle*.xml":"^(?:^(?:checkstyle[^/]*?\\\\.xml)$)$","{detekt,.detekt}.{yml,yaml}":"^(?:(detekt|\\\\.detekt)\\\\.(yml|yaml))$",".rspec{,-local}":"^(?:\\\\.rspec(|-local))$","{spec_helper,rails_helper}.rb":"^(?:(spec_helper|rails_helper)\\\\.rb)$","test_helper.rb":"^(?:^(?:test_helper\\\\.rb)$)$","Rakefile":"^(?:^(?:Rakefile)$)$",".simplecov":"^(?:^(?:\\\\.simplecov)$)$",".rubocop*.yml":"^(?:^(?:\\\\.rubocop[^/]*?\\\\.yml)$)$","*.runsettings":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.runsettings\\\\/?)$","xunit.runner.json":"^(?:^(?:xunit\\\\.runner\\\\.json)$)$","stylecop.json":"^(?:^(?:stylecop\\\\.json)$)$","phpunit.xml*":"^(?:^(?:phpunit\\\\.xml[^/]*?)$)$","phpunit.dist.xml":"^(?:^(?:phpunit\\\\.dist\\\\.xml)$)$","phpstan{,.dist}.neon*":"^(?:phpstan(|\\\\.dist)\\\\.neon[^/]*?\\\\/?)$","psalm.xml*":"^(?:^(?:psalm\\\\.xml[^/]*?)$)$",".php-cs-fixer*":"^(?:^(?:\\\\.php\\\\-cs\\\\-fixer[^/]*?)$)$","{,.}phpcs.xml*":"^(?:(|\\\\.)phpcs\\\\.xml[^/]*?\\\\/?)$",".clang-tidy":"^(?:^(?:\\\\.clang\\\\-tidy)$)$",".clang-format":"^(?:^(?:\\\\.clang\\\\-format)$)$","CTest{Config,Custom}.cmake":"^(?:CTest(Config|Custom)\\\\.cmake)$","{codecov,.codecov}.{yml,yaml}":"^(?:(codecov|\\\\.codecov)\\\\.(yml|yaml))$",".env":"^(?:^(?:\\\\.env)$)$",".env.!(*example|*sample|*template|*dist)":"^(?:\\\\.env\\\\.(?:(?!(?:[^/]*?example|[^/]*?sample|[^/]*?template|[^/]*?dist)$))[^/]*?)$",".flaskenv":"^(?:^(?:\\\\.flaskenv)$)$",".envrc":"^(?:^(?:\\\\.envrc)$)$",".{nvmrc,node-version,python-version,ruby-version,java-version,go-version,tool-versions}":"^(?:\\\\.(nvmrc|node-version|python-version|ruby-version|java-version|go-version|tool-versions))$",".{ignore,stylelintignore,markdownlintignore,jshintignore,semgrepignore}":"^(?:\\\\.(ignore|stylelintignore|markdownlintignore|jshintignore|semgrepignore))$",".stylelintrc*":"^(?:^(?:\\\\.stylelintrc[^/]*?)$)$","stylelint.config.*":"^(?:^(?:stylelint\\\\.config\\\\.[^/]*?)$)$",".markdownlint{,-cli2}.{json,jsonc,yaml,yml,cjs,mjs}":"^(?:\\\\.markdownlint(|-cli2)\\\\.(json|jsonc|yaml|yml|cjs|mjs))$",".markdownlintrc":"^(?:^(?:\\\\.markdownlintrc)$)$",".yamllint{,.yml,.yaml}":"^(?:\\\\.yamllint(|\\\\.yml|\\\\.yaml))$",".{shellcheckrc,jshintrc}":"^(?:\\\\.(shellcheckrc|jshintrc))$",".hadolint.{yml,yaml}":"^(?:\\\\.hadolint\\\\.(yml|yaml))$",".editorconfig":"^(?:^(?:\\\\.editorconfig)$)$",".gitattributes":"^(?:^(?:\\\\.gitattributes)$)$","*.{snap,ambr,pending-snap}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(snap|ambr|pending-snap))$","*.snap.new":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.snap\\\\.new\\\\/?)$","*.golden":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.golden\\\\/?)$","*.{approved,verified}.*":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(approved|verified)\\\\.[^/]*?\\\\/?)$","pyvenv.cfg":"^(?:^(?:pyvenv\\\\.cfg)$)$","**/.yarn/{cache,unplugged}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.yarn\\\\/(cache|unplugged)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/node_modules/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)node_modules(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$",".github/workflows/**":"^(?:\\\\.github\\\\/workflows(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$",".github/actions/**":"^(?:\\\\.github\\\\/actions(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$",".github/testlock.{yml,yaml}":"^(?:\\\\.github\\\\/testlock\\\\.(yml|yaml))$",".gitlab-ci.yml":"^(?:^(?:\\\\.gitlab\\\\-ci\\\\.yml)$)$",".circleci/**":"^(?:\\\\.circleci(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$",".travis.yml":"^(?:^(?:\\\\.travis\\\\.yml)$)$","azure-pipelines.yml":"^(?:^(?:azure\\\\-pipelines\\\\.yml)$)$",".buildkite/**":"^(?:\\\\.buildkite(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","bitbucket-pipelines.yml":"^(?:^(?:bitbucket\\\\-pipelines\\\\.yml)$)$","{.drone,.woodpecker,appveyor,.appveyor,.cirrus}.{yml,yaml}":"^(?:(\\\\.drone|\\\\.woodpecker|appveyor|\\\\.appveyor|\\\\.cirrus)\\\\.(yml|yaml))$","{.woodpecker,.semaphore}/**":"^(?:(\\\\.woodpecker|\\\\.semaphore)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/.mise/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.mise(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/{sitecustomize,usercustomize}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(sitecustomize|usercustomize)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/*.{dist,egg}-info/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(dist|egg)-info(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","{,src/,lib/,python/,**/src/}{pytest,_pytest,pluggy,iniconfig,unittest,doctest,coverage,pytest_cov,xdist,hypothesis,mock,nose,nose2,freezegun,responses,os,sys,site,builtins,re,json,math,random,time,datetime,typing,types,collections,functools,itertools,operator,pathlib,subprocess,tempfile,shutil,io,logging,warnings,traceback,inspect,importlib,contextlib,copy,dataclasses,decimal,fractions,enum,abc,string,textwrap,threading,asyncio,signal,socket,uuid,hashlib,base64,pickle,struct,statistics,glob,fnmatch,platform,difflib,pprint,csv,sqlite3,argparse,gc,weakref}.py":"^(?:(|src\\\\/|lib\\\\/|python\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/src\\\\/)(pytest|_pytest|pluggy|iniconfig|unittest|doctest|coverage|pytest_cov|xdist|hypothesis|mock|nose|nose2|freezegun|responses|os|sys|site|builtins|re|json|math|random|time|datetime|typing|types|collections|functools|itertools|operator|pathlib|subprocess|tempfile|shutil|io|logging|warnings|traceback|inspect|importlib|contextlib|copy|dataclasses|decimal|fractions|enum|abc|string|textwrap|threading|asyncio|signal|socket|uuid|hashlib|base64|pickle|struct|statistics|glob|fnmatch|platform|difflib|pprint|csv|sqlite3|argparse|gc|weakref)\\\\.py)$","{,src/,lib/,python/,**/src/}{pytest,_pytest,pluggy,iniconfig,unittest,doctest,coverage,pytest_cov,xdist,hypothesis,mock,nose,nose2,freezegun,responses,os,sys,site,builtins,re,json,math,random,time,datetime,typing,types,collections,functools,itertools,operator,pathlib,subprocess,tempfile,shutil,io,logging,warnings,traceback,inspect,importlib,contextlib,copy,dataclasses,decimal,fractions,enum,abc,string,textwrap,threading,asyncio,signal,socket,uuid,hashlib,base64,pickle,struct,statistics,glob,fnmatch,platform,difflib,pprint,csv,sqlite3,argparse,gc,weakref}/**/*.py":"^(?:(|src\\\\/|lib\\\\/|python\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/src\\\\/)(pytest|_pytest|pluggy|iniconfig|unittest|doctest|coverage|pytest_cov|xdist|hypothesis|mock|nose|nose2|freezegun|responses|os|sys|site|builtins|re|json|math|random|time|datetime|typing|types|collections|functools|itertools|operator|pathlib|subprocess|tempfile|shutil|io|logging|warnings|traceback|inspect|importlib|contextlib|copy|dataclasses|decimal|fractions|enum|abc|string|textwrap|threading|asyncio|signal|socket|uuid|hashlib|base64|pickle|struct|statistics|glob|fnmatch|platform|difflib|pprint|csv|sqlite3|argparse|gc|weakref)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.py)$","**/cypress/{support,fixtures}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)cypress\\\\/(support|fixtures)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/__mocks__/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)__mocks__(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/{test,tests,Tests,spec,__tests__}/setup.*":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests|spec|__tests__)\\\\/setup\\\\.[^/]*?\\\\/?)$","**/.yarn/{plugins,releases}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.yarn\\\\/(plugins|releases)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/.cargo/config{,.toml}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.cargo\\\\/config(|\\\\.toml))$","**/.config/nextest.toml":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.config\\\\/nextest\\\\.toml)$","**/{test,tests,Tests}/{Pest,bootstrap}.php":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests)\\\\/(Pest|bootstrap)\\\\.php)$","**/{test,tests,Tests}/**/CMakeLists.txt":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)CMakeLists\\\\.txt)$","**/__snapshots__/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)__snapshots__(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/*-snapshots/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?-snapshots(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/testdata/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)testdata(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/__fixtures__/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)__fixtures__(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/{test,tests,Tests,spec,__tests__}/**/{fixtures,__fixtures__,data,testdata,test-data,test_data,resources,golden,goldens,expected,snapshots}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests|spec|__tests__)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(fixtures|__fixtures__|data|testdata|test-data|test_data|resources|golden|goldens|expected|snapshots)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/.venv/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.venv(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/venv/{bin,Scripts,lib,lib64,include}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)venv\\\\/(bin|Scripts|lib|lib64|include)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/site-packages/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)site-packages(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/{.tox,.nox}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(\\\\.tox|\\\\.nox)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","test_*.py":"^(?:^(?:test_[^/]*?\\\\.py)$)$","*_test.py":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?_test\\\\.py)$","tests.py":"^(?:^(?:tests\\\\.py)$)$","*.{test,spec,e2e-spec,cy,test-d}.{js,jsx,mjs,cjs,ts,tsx,mts,cts}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(test|spec|e2e-spec|cy|test-d)\\\\.(js|jsx|mjs|cjs|ts|tsx|mts|cts))$","*_test.go":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?_test\\\\.go)$","*{Test,Tests,IT,TestCase}.{java,kt,kts,scala,groovy}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?(Test|Tests|IT|TestCase)\\\\.(java|kt|kts|scala|groovy))$","*{Spec,Suite}.{groovy,scala}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?(Spec|Suite)\\\\.(groovy|scala))$","*_spec.rb":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?_spec\\\\.rb)$","*_test.rb":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?_test\\\\.rb)$","*{Test,Tests}.{cs,fs,vb}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?(Test|Tests)\\\\.(cs|fs|vb))$","*Test.php":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?Test\\\\.php)$","*_{test,tests,unittest}.{c,cc,cpp,cxx,c++}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?_(test|tests|unittest)\\\\.(c|cc|cpp|cxx|c\\\\+\\\\+))$","test_*.{c,cc,cpp,cxx,c++}":"^(?:test_[^/]*?\\\\.(c|cc|cpp|cxx|c\\\\+\\\\+))$","{test-utils,testUtils,test-helpers,testHelpers,test_helpers}.{js,jsx,mjs,cjs,ts,tsx,mts,cts}":"^(?:(test-utils|testUtils|test-helpers|testHelpers|test_helpers)\\\\.(js|jsx|mjs|cjs|ts|tsx|mts|cts))$","*.{fixture,fixtures,mock,mocks}.*":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(fixture|fixtures|mock|mocks)\\\\.[^/]*?\\\\/?)$","factories.py":"^(?:^(?:factories\\\\.py)$)$","**/{test,tests}/**/*.py":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.py)$","**/{test,tests,Tests,spec,__tests__,e2e,test-d}/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests|spec|__tests__|e2e|test-d)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(js|jsx|mjs|cjs|ts|tsx|mts|cts))$","{,packages/*/}{test,tests}.{js,jsx,mjs,cjs,ts,tsx,mts,cts}":"^(?:(|packages\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\/)(test|tests)\\\\.(js|jsx|mjs|cjs|ts|tsx|mts|cts))$","**/{test,tests}/**/*.go":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.go)$","**/tests/**/*.rs":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)tests(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.rs)$","**/src/{test,androidTest,integrationTest,testFixtures}/**/*.{java,kt,kts,scala,groovy}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)src\\\\/(test|androidTest|integrationTest|testFixtures)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(java|kt|kts|scala|groovy))$","**/{spec,test}/**/*.rb":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(spec|test)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.rb)$","**/*.*{Test,Tests}/**/*.{cs,fs,vb,csproj,fsproj,vbproj}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.[^/]*?(Test|Tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(cs|fs|vb|csproj|fsproj|vbproj))$","**/{test,tests,Tests}/**/*.{cs,fs,vb}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(cs|fs|vb))$","**/{test,tests,Tests}/**/*.php":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.php)$","**/{test,tests,Tests}/**/*.{c,cc,cpp,cxx,c++,h,hh,hpp,hxx}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(c|cc|cpp|cxx|c\\\\+\\\\+|h|hh|hpp|hxx))$","**/{testutil,testutils,test_utils,test-utils,testhelper,testhelpers,test_helpers,test-helpers,testsupport,test_support,test-support,testkit}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(testutil|testutils|test_utils|test-utils|testhelper|testhelpers|test_helpers|test-helpers|testsupport|test_support|test-support|testkit)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","*/**/{fixtures,__fixtures__}/**/*.{py,rb,js,jsx,mjs,cjs,ts,tsx,mts,cts}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(fixtures|__fixtures__)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(py|rb|js|jsx|mjs|cjs|ts|tsx|mts|cts))$","*/**/factories/**/*.py":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)factories(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.py)$","testing/**/*.{py,js,jsx,mjs,cjs,ts,tsx,mts,cts}":"^(?:testing(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(py|js|jsx|mjs|cjs|ts|tsx|mts|cts))$","**/!(la|con|pro|at|de|fas|grea|shor|smar|hot|ligh|brigh|tigh|quie|poli|swee|nea)test/*.go":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(?:(?!(?:la|con|pro|at|de|fas|grea|shor|smar|hot|ligh|brigh|tigh|quie|poli|swee|nea))[^/]*?)test\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.go)$",".env.{*example,*sample,*template,*dist}":"^(?:\\\\.env\\\\.([^/]*?example|[^/]*?sample|[^/]*?template|[^/]*?dist))$","{env,dotenv}.{example,sample}":"^(?:(env|dotenv)\\\\.(example|sample))$","*.lock":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.lock\\\\/?)$","{package-lock,npm-shrinkwrap}.json":"^(?:(package-lock|npm-shrinkwrap)\\\\.json)$","pnpm-lock.yaml":"^(?:^(?:pnpm\\\\-lock\\\\.yaml)$)$","bun.lockb":"^(?:^(?:bun\\\\.lockb)$)$","go.sum":"^(?:^(?:go\\\\.sum)$)$","requirements*.txt":"^(?:^(?:requirements[^/]*?\\\\.txt)$)$","go.mod":"^(?:^(?:go\\\\.mod)$)$","{Gemfile,Pipfile,gemfile}":"^(?:(Gemfile|Pipfile|gemfile))$","*.gemspec":"^(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.gemspec\\\\/?)$","composer.json":"^(?:^(?:composer\\\\.json)$)$","bunfig.json{,c}":"^(?:bunfig\\\\.json(|c))$","environment.{yml,yaml}":"^(?:environment\\\\.(yml|yaml))$","{setup,requirements}.in":"^(?:(setup|requirements)\\\\.in)$","MANIFEST.in":"^(?:^(?:MANIFEST\\\\.in)$)$","*.{csproj,fsproj,vbproj,sln,props,targets}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(csproj|fsproj|vbproj|sln|props|targets))$","{settings.gradle,gradle.properties}{,.kts}":"^(?:(settings\\\\.gradle|gradle\\\\.properties)(|\\\\.kts))$","{gradlew,mvnw}{,.bat,.cmd}":"^(?:(gradlew|mvnw)(|\\\\.bat|\\\\.cmd))$","{Dockerfile,Containerfile,Procfile,Vagrantfile,Brewfile,Caddyfile}{,.*}":"^(?:(Dockerfile|Containerfile|Procfile|Vagrantfile|Brewfile|Caddyfile)(|\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?))$","*.{dockerfile,tf,tfvars,hcl,nix,bzl,bazel,cmake,in,am,ac,m4,spec,service,plist}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(dockerfile|tf|tfvars|hcl|nix|bzl|bazel|cmake|in|am|ac|m4|spec|service|plist))$","{BUILD,WORKSPACE,MODULE}{,.bazel}":"^(?:(BUILD|WORKSPACE|MODULE)(|\\\\.bazel))$",".bazel{rc,version}":"^(?:\\\\.bazel(rc|version))$","CMakeLists.txt":"^(?:^(?:CMakeLists\\\\.txt)$)$","{docker-compose,compose}{,.*}.{yml,yaml}":"^(?:(docker-compose|compose)(|\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?)\\\\.(yml|yaml))$","{netlify,vercel,fly,app,now,firebase,wrangler}.{toml,json,yaml,yml}":"^(?:(netlify|vercel|fly|app|now|firebase|wrangler)\\\\.(toml|json|yaml|yml))$","{.terraform.lock.hcl,.dockerignore}":"^(?:(\\\\.terraform\\\\.lock\\\\.hcl|\\\\.dockerignore))$","{meson.build,meson_options.txt,configure,configure.ac,SConstruct,build.ninja}":"^(?:(meson\\\\.build|meson_options\\\\.txt|configure|configure\\\\.ac|SConstruct|build\\\\.ninja))$",".git{ignore,modules,keep,-blame-ignore-revs}":"^(?:\\\\.git(ignore|modules|keep|-blame-ignore-revs))$",".keep":"^(?:^(?:\\\\.keep)$)$",".mailmap":"^(?:^(?:\\\\.mailmap)$)$","{renovate,.renovaterc}{,.json,.json5}":"^(?:(renovate|\\\\.renovaterc)(|\\\\.json|\\\\.json5))$",".{npmignore,vscodeignore,gcloudignore,slugignore,helmignore}":"^(?:\\\\.(npmignore|vscodeignore|gcloudignore|slugignore|helmignore))$","{commitlint,lint-staged,release}.config.*":"^(?:(commitlint|lint-staged|release)\\\\.config\\\\.[^/]*?\\\\/?)$","CITATION.cff":"^(?:^(?:CITATION\\\\.cff)$)$",".zenodo.json":"^(?:^(?:\\\\.zenodo\\\\.json)$)$","*.code-workspace":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.code-workspace)$",".vimrc":"^(?:^(?:\\\\.vimrc)$)$","*.{md,markdown,mdx,rst,txt,adoc,asciidoc,org,tex,rtf,pdf,ipynb,1,man}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(md|markdown|mdx|rst|txt|adoc|asciidoc|org|tex|rtf|pdf|ipynb|1|man))$","{LICENSE,LICENCE,COPYING,COPYRIGHT,NOTICE,AUTHORS,CONTRIBUTORS,CHANGELOG,CHANGES,HISTORY,NEWS,README,CODEOWNERS,MAINTAINERS,OWNERS,SECURITY,SUPPORT,CONTRIBUTING,CODE_OF_CONDUCT,PATENTS,VERSION,TODO}{,.*,-*}":"^(?:(LICENSE|LICENCE|COPYING|COPYRIGHT|NOTICE|AUTHORS|CONTRIBUTORS|CHANGELOG|CHANGES|HISTORY|NEWS|README|CODEOWNERS|MAINTAINERS|OWNERS|SECURITY|SUPPORT|CONTRIBUTING|CODE_OF_CONDUCT|PATENTS|VERSION|TODO)(|\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?|-[^/]*?))$","{license,licence,copying,readme,changelog}{,.*}":"^(?:(license|licence|copying|readme|changelog)(|\\\\.(?!\\\\.{0,1}(?:\\\\/|$))(?=.)[^/]*?))$","*.{json,jsonc,json5,jsonl,ndjson,geojson,yaml,yml,toml,xml,csv,tsv,ini,cfg,conf,properties,env,sql,graphql,gql,proto,avsc,thrift,xsd,wsdl,plist,po,pot,mo,arb,xlf,xliff,strings,resx,parquet,arrow,feather,avro,db,sqlite,sqlite3,npy,npz,h5,hdf5,pkl,pickle,bin,dat,gz,zip,tar,tgz,bz2,xz,zst,7z,log,patch,diff,pem,crt,pub,asc,sig,gpg,key}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(json|jsonc|json5|jsonl|ndjson|geojson|yaml|yml|toml|xml|csv|tsv|ini|cfg|conf|properties|env|sql|graphql|gql|proto|avsc|thrift|xsd|wsdl|plist|po|pot|mo|arb|xlf|xliff|strings|resx|parquet|arrow|feather|avro|db|sqlite|sqlite3|npy|npz|h5|hdf5|pkl|pickle|bin|dat|gz|zip|tar|tgz|bz2|xz|zst|7z|log|patch|diff|pem|crt|pub|asc|sig|gpg|key))$","*.{png,jpg,jpeg,gif,webp,avif,ico,icns,bmp,tif,tiff,svg,psd,ai,eps,xcf,heic}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(png|jpg|jpeg|gif|webp|avif|ico|icns|bmp|tif|tiff|svg|psd|ai|eps|xcf|heic))$","*.{woff,woff2,ttf,otf,eot}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(woff|woff2|ttf|otf|eot))$","*.{mp3,wav,ogg,flac,m4a,mp4,webm,mov,avi,mkv}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(mp3|wav|ogg|flac|m4a|mp4|webm|mov|avi|mkv))$","*.{html,htm,xhtml,css,scss,sass,less,styl,pcss}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(html|htm|xhtml|css|scss|sass|less|styl|pcss))$","*.{hbs,handlebars,ejs,pug,jade,jinja,jinja2,j2,njk,liquid,mustache,twig,erb,haml,slim,tmpl,tpl,template,vm}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(hbs|handlebars|ejs|pug|jade|jinja|jinja2|j2|njk|liquid|mustache|twig|erb|haml|slim|tmpl|tpl|template|vm))$","*.{glsl,frag,vert,wgsl,hlsl,obj,mtl,gltf,glb,fbx,stl,blend}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(glsl|frag|vert|wgsl|hlsl|obj|mtl|gltf|glb|fbx|stl|blend))$","favicon*":"^(?:^(?:favicon[^/]*?)$)$","*.{webmanifest,manifest,map}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(webmanifest|manifest|map))$","**/.yarn/{cache,sdks,versions,patches}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.yarn\\\\/(cache|sdks|versions|patches)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/.yarn/install-state.gz":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.yarn\\\\/install-state\\\\.gz)$","**/gradle/wrapper/gradle-wrapper.properties":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)gradle\\\\/wrapper\\\\/gradle-wrapper\\\\.properties)$","**/.mvn/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.mvn(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$",".github/**":"^(?:\\\\.github(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$",".gitlab/**":"^(?:\\\\.gitlab(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/.{all-contributorsrc,releaserc*,changeset/**,czrc,commitlintrc*,lintstagedrc*,huskyrc*}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.(all-contributorsrc|releaserc[^/]*?|changeset\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|czrc|commitlintrc[^/]*?|lintstagedrc[^/]*?|huskyrc[^/]*?))$","**/.husky/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.husky(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/.{vscode,idea,devcontainer,fleet,zed}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)\\\\.(vscode|idea|devcontainer|fleet|zed)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/docs/**/*.{html,css,png,svg,jpg,json,yml,yaml,toml,ico,woff2}":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)docs(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/|\\\\/|$)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(html|css|png|svg|jpg|json|yml|yaml|toml|ico|woff2))$","**/{test,tests,Tests,spec,__tests__}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(test|tests|Tests|spec|__tests__)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/*.*{Test,Tests}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.[^/]*?(Test|Tests)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","*.{md,markdown,rst,adoc}":"^(?:(?!\\\\.{1,2}(?:\\\\/|$))(?=.)[^/]*?\\\\.(md|markdown|rst|adoc))$","vendor/**":"^(?:vendor(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$","**/{third_party,third-party}/**":"^(?:(?:^|\\\\/|(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)\\\\/)(third_party|third-party)(?:\\\\/(?!\\\\.{1,2}(?:\\\\/|$))(?:(?:(?!(?:^|\\\\/)\\\\.{1,2}(?:\\\\/|$)).)*?)|$))$"}')) : []
);
function globSource(glob) {
  let source = sources.get(glob);
  if (source === void 0) {
    source = import_posix.default.makeRe(glob, OPTIONS).source;
    sources.set(glob, source);
  }
  return source;
}
function union(globs) {
  return globs.length === 0 ? NEVER : new RegExp(globs.map(globSource).join("|"), "s");
}
function basenamePart(glob) {
  if (!glob.startsWith("**/")) return null;
  const rest = glob.slice(3);
  return rest.includes("/") || rest.includes("**") ? null : rest;
}
function compileGlobs(globs) {
  const names = globs.map(basenamePart).filter((part) => part !== null);
  const paths = globs.filter((glob) => basenamePart(glob) === null);
  const byName = union(names);
  const byPath = union(paths);
  if (byName === NEVER) return byPath;
  if (byPath === NEVER)
    return { test: (path6) => byName.test(path6.slice(path6.lastIndexOf("/") + 1)) };
  return {
    test(path6) {
      return byName.test(path6.slice(path6.lastIndexOf("/") + 1)) || byPath.test(path6);
    }
  };
}
function globProblem(glob) {
  try {
    globSource(glob);
    return null;
  } catch (error) {
    const message = errorMessage(error);
    return message.replace(/^Invalid regular expression: \/.*\/[a-z]*: /s, "");
  }
}

// src/core/changes/rules/globs.ts
var JS_EXTENSIONS = "js,jsx,mjs,cjs,ts,tsx,mts,cts";
var JS = `{${JS_EXTENSIONS}}`;
var C = "c,cc,cpp,cxx,c++";
var JVM = "{java,kt,kts,scala,groovy}";
var TEST_DIR_NAMES = "test,tests,Tests,spec,__tests__";
var TESTS = "{test,tests,Tests}";
var TEST_DIR = `{${TEST_DIR_NAMES}}`;
var SUPPORT_DIRS = "{testutil,testutils,test_utils,test-utils,testhelper,testhelpers,test_helpers,test-helpers,testsupport,test_support,test-support,testkit}";
var GO_NOT_TEST_PREFIXES = "la|con|pro|at|de|fas|grea|shor|smar|hot|ligh|brigh|tigh|quie|poli|swee|nea";
var FIXTURE_DIR = "{fixtures,__fixtures__,data,testdata,test-data,test_data,resources,golden,goldens,expected,snapshots}";
function rule(ecosystem, label, globs) {
  return { name: `${ecosystem}:${label}`, ecosystem, globs };
}

// src/core/changes/rules/harness-rules.ts
var COMPILED_RULE = rule("generic", "compiled-artefact", [
  "**/__pycache__/**",
  "**/*.{pyc,pyo,pyd,so,dylib,dll,node,wasm,class,jar,war,o,obj,a,lib,exe}",
  "**/*.so.+([0-9.])"
]);
var SHADOWED_MODULES = [
  // test tools and their plugins
  "pytest",
  "_pytest",
  "pluggy",
  "iniconfig",
  "unittest",
  "doctest",
  "coverage",
  "pytest_cov",
  "xdist",
  "hypothesis",
  "mock",
  "nose",
  "nose2",
  "freezegun",
  "responses",
  // standard-library modules tests commonly import
  "os",
  "sys",
  "site",
  "builtins",
  "re",
  "json",
  "math",
  "random",
  "time",
  "datetime",
  "typing",
  "types",
  "collections",
  "functools",
  "itertools",
  "operator",
  "pathlib",
  "subprocess",
  "tempfile",
  "shutil",
  "io",
  "logging",
  "warnings",
  "traceback",
  "inspect",
  "importlib",
  "contextlib",
  "copy",
  "dataclasses",
  "decimal",
  "fractions",
  "enum",
  "abc",
  "string",
  "textwrap",
  "threading",
  "asyncio",
  "signal",
  "socket",
  "uuid",
  "hashlib",
  "base64",
  "pickle",
  "struct",
  "statistics",
  "glob",
  "fnmatch",
  "platform",
  "difflib",
  "pprint",
  "csv",
  "sqlite3",
  "argparse",
  "gc",
  "weakref"
].join(",");
var PY_ROOTS = "{,src/,lib/,python/,**/src/}";
var INSTALLED_DEPENDENCIES_RULE = rule("javascript", "node_modules", [
  "**/node_modules/**"
]);
var PYTHON_ENVIRONMENTS_RULE = rule("python", "environment", [
  "**/.venv/**",
  "**/venv/{bin,Scripts,lib,lib64,include}/**",
  "**/pyvenv.cfg",
  "**/site-packages/**",
  "**/{.tox,.nox}/**"
]);
var YARN_PNP_RULE = rule("javascript", "yarn-pnp", [
  "**/.pnp.{cjs,js,loader.mjs,data.json}",
  "**/.yarn/{cache,unplugged}/**"
]);
var HARNESS_RULES = [
  // Plug'n'Play first: `.yarn/unplugged/<pkg>/node_modules/` is Yarn's, judged with yarn.lock.
  YARN_PNP_RULE,
  INSTALLED_DEPENDENCIES_RULE,
  rule("ci", ".github/workflows", [".github/workflows/**"]),
  rule("ci", ".github/actions", [".github/actions/**"]),
  rule("ci", "testlock.yml", [".github/testlock.{yml,yaml}"]),
  rule("ci", "ci-config", [
    ".gitlab-ci.yml",
    ".circleci/**",
    ".travis.yml",
    "azure-pipelines.yml",
    ".buildkite/**",
    "**/Jenkinsfile",
    "bitbucket-pipelines.yml",
    "{.drone,.woodpecker,appveyor,.appveyor,.cirrus}.{yml,yaml}",
    "{.woodpecker,.semaphore}/**"
  ]),
  rule("ci", "Makefile", ["**/{Makefile,makefile,GNUmakefile}", "**/*.mk"]),
  rule("ci", "justfile", ["**/{justfile,Justfile,JUSTFILE,.justfile}", "**/*.just"]),
  rule("ci", "Taskfile", ["**/{Taskfile,taskfile}{,.dist}.{yml,yaml}"]),
  rule("ci", "pre-commit", ["**/.pre-commit-config.{yaml,yml}"]),
  // Monorepo task runners define what `turbo run test` / `nx test` run, and may replay a cached
  // result instead of running it.
  rule("ci", "task-runner", ["**/{turbo,nx}.json"]),
  // mise sets environment variables (`[env]`, NODE_OPTIONS included) and tasks for every command.
  rule("generic", "mise", ["**/{,.}mise{,.*}.toml", "**/.mise/**"]),
  rule("python", "tox.ini", ["**/tox.ini"]),
  rule("python", "noxfile.py", ["**/noxfile.py"]),
  rule("python", "pytest.ini", ["**/{pytest,.pytest}.{ini,toml}"]),
  rule("python", "pyproject.toml (tool sections; dependencies too)", ["**/pyproject.toml"]),
  rule("python", "setup.cfg", ["**/setup.cfg"]),
  rule("python", "hatch.toml", ["**/hatch.toml"]),
  // Which environment `poetry run` and `pdm run` start: a PR's file may name one it committed.
  rule("python", "poetry.toml", ["**/poetry.toml"]),
  rule("python", ".pdm-python", ["**/.pdm-python"]),
  rule("python", "conftest.py", ["**/conftest.py"]),
  rule("python", "sitecustomize.py", [
    "**/{sitecustomize,usercustomize}.py",
    "**/{sitecustomize,usercustomize}/**"
  ]),
  rule("python", "*.pth", ["**/*.pth"]),
  // Distribution metadata: importlib.metadata finds a `*.dist-info` or `*.egg-info` folder on
  // any sys.path entry (the working folder under `python -m pytest`), and pytest loads the
  // plugins its `entry_points.txt` declares ([pytest11]) before a test runs.
  rule("python", "distribution metadata", ["**/*.{dist,egg}-info/**", "**/*.egg-info"]),
  rule("python", "shadowing-module", [
    `${PY_ROOTS}{${SHADOWED_MODULES}}.py`,
    `${PY_ROOTS}{${SHADOWED_MODULES}}/**/*.py`
  ]),
  rule("python", ".coveragerc", ["**/.coveragerc"]),
  rule("python", "ruff.toml", ["**/{ruff,.ruff}.toml"]),
  rule("python", "mypy.ini", ["**/{mypy,.mypy}.ini"]),
  rule("python", "pyrightconfig.json", ["**/pyrightconfig.json"]),
  rule("python", "lint-config", ["**/{.flake8,.pylintrc,pylintrc,.pydocstyle,.isort.cfg,.bandit}"]),
  rule("javascript", "package.json (scripts; dependencies too)", ["**/package.json"]),
  rule("javascript", "deno.json (tasks, test settings; imports too)", ["**/deno.json{,c}"]),
  rule("javascript", "jest.config", ["**/jest.{config,preset}.*", "**/jest.*.config.*"]),
  rule("javascript", "vitest.config", ["**/vitest.{config,workspace}.*", "**/vitest.*.config.*"]),
  rule("javascript", "vite.config", ["**/vite.config.*"]),
  rule("javascript", ".mocharc", ["**/.mocharc*"]),
  rule("javascript", ".taprc", ["**/.taprc{,.*}"]),
  rule("javascript", "karma.conf", ["**/karma.conf.*"]),
  rule("javascript", "ava.config", ["**/ava.config.*"]),
  rule("javascript", "playwright.config", ["**/playwright{,-ct}.config.*"]),
  rule("javascript", "cypress", ["**/cypress.{config.*,json}", "**/cypress/{support,fixtures}/**"]),
  rule("javascript", "__mocks__", ["**/__mocks__/**"]),
  rule("javascript", "setup-file", [
    "**/{jest,vitest,test}{.,-}setup{,-*}.*",
    "**/setup{Tests,Test,-tests,_tests}.*",
    `**/${TEST_DIR}/setup.*`,
    "**/global{Setup,Teardown,-setup,-teardown}.*"
  ]),
  rule("javascript", "coverage-config", ["**/.nycrc*", "**/.c8rc*"]),
  rule("javascript", "eslint", ["**/.eslintrc*", "**/eslint.config.*", "**/.eslintignore"]),
  rule("javascript", "biome", ["**/{biome,.biome}.{json,jsonc}"]),
  rule("javascript", "prettier", ["**/.prettierrc*", "**/prettier.config.*", "**/.prettierignore"]),
  rule("javascript", "tsconfig", ["**/tsconfig*.json", "**/jsconfig*.json"]),
  rule("javascript", "babel", ["**/.babelrc{,.*}", "**/babel.config.*", "**/.swcrc"]),
  rule("javascript", ".npmrc", ["**/.npmrc"]),
  rule("javascript", ".yarnrc", ["**/.yarnrc"]),
  rule("javascript", ".yarnrc.yml", ["**/.yarnrc.yml"]),
  rule("javascript", ".yarn/ plugins and releases", ["**/.yarn/{plugins,releases}/**"]),
  rule("javascript", ".pnpmfile.cjs", ["**/.pnpmfile.{cjs,mjs,js}"]),
  rule("javascript", "bunfig.toml", ["**/{bunfig,.bunfig}.toml"]),
  // Workspace members decide which packages' tests `pnpm -r test` / `lerna run test` run.
  rule("javascript", "pnpm-workspace.yaml", ["**/pnpm-workspace.yaml"]),
  rule("javascript", "lerna.json", ["**/lerna.json"]),
  rule("go", ".golangci", ["**/.golangci.{yml,yaml,toml,json}"]),
  rule("go", "go.work", ["**/go.work"]),
  rule("go", "go.work.sum", ["**/go.work.sum"]),
  rule("rust", "Cargo.toml (test parts; dependencies too)", ["**/Cargo.toml"]),
  rule("rust", ".cargo/config", ["**/.cargo/config{,.toml}"]),
  rule("rust", "clippy.toml", ["**/{clippy,.clippy}.toml"]),
  rule("rust", "rustfmt.toml", ["**/{rustfmt,.rustfmt}.toml"]),
  rule("rust", "nextest.toml", ["**/.config/nextest.toml"]),
  rule("rust", "tarpaulin.toml", ["**/{tarpaulin,.tarpaulin}.toml"]),
  rule("rust", "rust-toolchain", ["**/rust-toolchain{,.toml}"]),
  rule("java", "pom.xml (surefire; dependencies too)", ["**/pom.xml"]),
  rule("java", "build.gradle (test settings; dependencies too)", ["**/build.gradle{,.kts}"]),
  rule("java", "lint-config", ["**/checkstyle*.xml", "**/{detekt,.detekt}.{yml,yaml}"]),
  rule("ruby", ".rspec", ["**/.rspec{,-local}"]),
  rule("ruby", "spec_helper.rb", ["**/{spec_helper,rails_helper}.rb"]),
  rule("ruby", "test_helper.rb", ["**/test_helper.rb"]),
  rule("ruby", "Rakefile", ["**/Rakefile"]),
  rule("ruby", ".simplecov", ["**/.simplecov"]),
  rule("ruby", "rubocop", ["**/.rubocop*.yml"]),
  rule("csharp", "runsettings", ["**/*.runsettings", "**/xunit.runner.json", "**/stylecop.json"]),
  rule("php", "phpunit.xml", ["**/phpunit.xml*", "**/phpunit.dist.xml"]),
  rule("php", "Pest.php", [`**/${TESTS}/{Pest,bootstrap}.php`]),
  rule("php", "lint-config", [
    "**/phpstan{,.dist}.neon*",
    "**/psalm.xml*",
    "**/.php-cs-fixer*",
    "**/{,.}phpcs.xml*"
  ]),
  rule("cpp", "lint-config", ["**/.clang-tidy", "**/.clang-format"]),
  rule("cpp", "ctest", [`**/${TESTS}/**/CMakeLists.txt`, "**/CTest{Config,Custom}.cmake"]),
  rule("generic", "codecov.yml", ["**/{codecov,.codecov}.{yml,yaml}"]),
  // Examples of `.env` files are documentation (other:env-example): nothing loads them.
  rule("generic", ".env", [
    "**/.env",
    "**/.env.!(*example|*sample|*template|*dist)",
    "**/.flaskenv",
    "**/.envrc"
  ]),
  rule("generic", "runtime-version", [
    "**/.{nvmrc,node-version,python-version,ruby-version,java-version,go-version,tool-versions}"
  ]),
  rule("generic", "lint-ignore", [
    "**/.{ignore,stylelintignore,markdownlintignore,jshintignore,semgrepignore}"
  ]),
  rule("generic", "lint-config", [
    "**/.stylelintrc*",
    "**/stylelint.config.*",
    "**/.markdownlint{,-cli2}.{json,jsonc,yaml,yml,cjs,mjs}",
    "**/.markdownlintrc",
    "**/.yamllint{,.yml,.yaml}",
    "**/.{shellcheckrc,jshintrc}",
    "**/.hadolint.{yml,yaml}"
  ]),
  rule("generic", ".editorconfig", ["**/.editorconfig"]),
  // The locked tree is checked out from an index: git applies the attributes found there
  // (`eol=crlf`, `working-tree-encoding`) to the base tests and golden files it writes.
  rule("generic", ".gitattributes", ["**/.gitattributes"]),
  rule("generic", "snapshot", [
    "**/__snapshots__/**",
    "**/*-snapshots/**",
    "**/*.{snap,ambr,pending-snap}",
    "**/*.snap.new"
  ]),
  rule("generic", "golden", ["**/testdata/**", "**/*.golden", "**/*.{approved,verified}.*"]),
  rule("generic", "fixtures", ["**/__fixtures__/**", `**/${TEST_DIR}/**/${FIXTURE_DIR}/**`]),
  // Last: a `.pth`, a `sitecustomize.py` or a snapshot inside an environment keeps its own rule.
  PYTHON_ENVIRONMENTS_RULE
];

// src/core/changes/rules/other-rules.ts
var VENDORED_RULE = rule("generic", "vendored", [
  "vendor/**",
  "**/{third_party,third-party}/**"
]);
var UNCLASSIFIED_RULE = "unclassified";
var KNOWN_OTHER_RULES = [
  {
    name: "other:env-example",
    globs: ["**/.env.{*example,*sample,*template,*dist}", "**/{env,dotenv}.{example,sample}"]
  },
  {
    name: "other:lockfile",
    globs: [
      "**/*.lock",
      "**/{package-lock,npm-shrinkwrap}.json",
      "**/pnpm-lock.yaml",
      "**/bun.lockb",
      "**/go.sum",
      "**/requirements*.txt",
      "**/.yarn/{cache,sdks,versions,patches}/**",
      "**/.yarn/install-state.gz"
    ]
  },
  {
    name: "other:dependency-manifest",
    globs: [
      "**/go.mod",
      "**/{Gemfile,Pipfile,gemfile}",
      "**/*.gemspec",
      "**/composer.json",
      "**/bunfig.json{,c}",
      "**/environment.{yml,yaml}",
      "**/{setup,requirements}.in",
      "**/MANIFEST.in",
      "**/*.{csproj,fsproj,vbproj,sln,props,targets}",
      "**/{settings.gradle,gradle.properties}{,.kts}",
      "**/gradle/wrapper/gradle-wrapper.properties",
      "**/{gradlew,mvnw}{,.bat,.cmd}",
      "**/.mvn/**"
    ]
  },
  {
    name: "other:build-and-deploy",
    globs: [
      "**/{Dockerfile,Containerfile,Procfile,Vagrantfile,Brewfile,Caddyfile}{,.*}",
      "**/*.{dockerfile,tf,tfvars,hcl,nix,bzl,bazel,cmake,in,am,ac,m4,spec,service,plist}",
      "**/{BUILD,WORKSPACE,MODULE}{,.bazel}",
      "**/.bazel{rc,version}",
      "**/CMakeLists.txt",
      "**/{docker-compose,compose}{,.*}.{yml,yaml}",
      "**/{netlify,vercel,fly,app,now,firebase,wrangler}.{toml,json,yaml,yml}",
      "**/{.terraform.lock.hcl,.dockerignore}",
      "**/{meson.build,meson_options.txt,configure,configure.ac,SConstruct,build.ninja}"
    ]
  },
  {
    name: "other:repo-meta",
    globs: [
      "**/.git{ignore,modules,keep,-blame-ignore-revs}",
      "**/.keep",
      "**/.mailmap",
      ".github/**",
      ".gitlab/**",
      "**/{renovate,.renovaterc}{,.json,.json5}",
      "**/.{npmignore,vscodeignore,gcloudignore,slugignore,helmignore}",
      "**/.{all-contributorsrc,releaserc*,changeset/**,czrc,commitlintrc*,lintstagedrc*,huskyrc*}",
      "**/.husky/**",
      "**/{commitlint,lint-staged,release}.config.*",
      "**/CITATION.cff",
      "**/.zenodo.json"
    ]
  },
  {
    name: "other:editor",
    globs: ["**/.{vscode,idea,devcontainer,fleet,zed}/**", "**/*.code-workspace", "**/.vimrc"]
  },
  {
    name: "other:docs",
    globs: [
      "**/*.{md,markdown,mdx,rst,txt,adoc,asciidoc,org,tex,rtf,pdf,ipynb,1,man}",
      "**/{LICENSE,LICENCE,COPYING,COPYRIGHT,NOTICE,AUTHORS,CONTRIBUTORS,CHANGELOG,CHANGES,HISTORY,NEWS,README,CODEOWNERS,MAINTAINERS,OWNERS,SECURITY,SUPPORT,CONTRIBUTING,CODE_OF_CONDUCT,PATENTS,VERSION,TODO}{,.*,-*}",
      "**/{license,licence,copying,readme,changelog}{,.*}",
      "**/docs/**/*.{html,css,png,svg,jpg,json,yml,yaml,toml,ico,woff2}"
    ]
  },
  {
    name: "other:data",
    globs: [
      "**/*.{json,jsonc,json5,jsonl,ndjson,geojson,yaml,yml,toml,xml,csv,tsv,ini,cfg,conf,properties,env,sql,graphql,gql,proto,avsc,thrift,xsd,wsdl,plist,po,pot,mo,arb,xlf,xliff,strings,resx,parquet,arrow,feather,avro,db,sqlite,sqlite3,npy,npz,h5,hdf5,pkl,pickle,bin,dat,gz,zip,tar,tgz,bz2,xz,zst,7z,log,patch,diff,pem,crt,pub,asc,sig,gpg,key}"
    ]
  },
  {
    name: "other:assets",
    globs: [
      "**/*.{png,jpg,jpeg,gif,webp,avif,ico,icns,bmp,tif,tiff,svg,psd,ai,eps,xcf,heic}",
      "**/*.{woff,woff2,ttf,otf,eot}",
      "**/*.{mp3,wav,ogg,flac,m4a,mp4,webm,mov,avi,mkv}",
      "**/*.{html,htm,xhtml,css,scss,sass,less,styl,pcss}",
      "**/*.{hbs,handlebars,ejs,pug,jade,jinja,jinja2,j2,njk,liquid,mustache,twig,erb,haml,slim,tmpl,tpl,template,vm}",
      "**/*.{glsl,frag,vert,wgsl,hlsl,obj,mtl,gltf,glb,fbx,stl,blend}",
      "**/favicon*",
      "**/*.{webmanifest,manifest,map}"
    ]
  }
];

// src/core/changes/rules/source-extensions.ts
var SOURCE_EXTENSIONS = new Map([
  ...byEcosystem("python", ["py", "pyi", "pyx", "pxd"]),
  ...byEcosystem("javascript", ["js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts"]),
  ...byEcosystem("javascript", ["vue", "svelte"]),
  ...byEcosystem("go", ["go"]),
  ...byEcosystem("rust", ["rs"]),
  ...byEcosystem("java", ["java", "kt", "kts", "scala", "groovy"]),
  ...byEcosystem("ruby", ["rb", "rake"]),
  ...byEcosystem("csharp", ["cs", "fs", "fsx", "vb"]),
  ...byEcosystem("php", ["php"]),
  ...byEcosystem("cpp", ["c", "h", "cc", "cpp", "cxx", "c++", "hh", "hpp", "hxx", "ipp", "inl"]),
  ...byEcosystem("generic", ["sh", "bash", "zsh", "fish", "ps1", "psm1", "bat", "cmd"]),
  // Other languages: code the PR's version of runs, with no testlock rules of their own.
  ...byEcosystem("generic", [
    "swift",
    "m",
    "mm",
    "dart",
    "lua",
    "ex",
    "exs",
    "erl",
    "hrl",
    "hs",
    "ml",
    "mli",
    "clj",
    "cljs",
    "cljc",
    "r",
    "jl",
    "pl",
    "pm",
    "zig",
    "nim",
    "sol",
    "cu",
    "f90",
    "f",
    "elm",
    "purs",
    "cr",
    "v",
    "vhd",
    "sv",
    "asm",
    "s",
    "tcl",
    "awk",
    "sed",
    "vim",
    "el",
    "scm",
    "rkt",
    "gleam",
    "odin",
    "d",
    "pas",
    "ada",
    "cob",
    "coffee",
    "astro"
  ])
]);
function byEcosystem(ecosystem, extensions) {
  return extensions.map((extension2) => [extension2, ecosystem]);
}
function extensionOf(path6) {
  const name = path6.slice(path6.lastIndexOf("/") + 1);
  const dot = name.lastIndexOf(".");
  return dot <= 0 ? "" : name.slice(dot + 1).toLowerCase();
}
function extensionEcosystem(path6) {
  return SOURCE_EXTENSIONS.get(extensionOf(path6)) ?? null;
}

// src/core/changes/rules/test-rules.ts
var TEST_RULES = [
  rule("python", "test_*.py", ["**/test_*.py", "**/*_test.py", "**/tests.py"]),
  rule("python", "tests/", ["**/{test,tests}/**/*.py"]),
  // `*.test-d.ts` and `test-d/` are tsd's type tests.
  rule("javascript", "*.test.*", [`**/*.{test,spec,e2e-spec,cy,test-d}.${JS}`]),
  rule("javascript", "tests/", [`**/{${TEST_DIR_NAMES},e2e,test-d}/**/*.${JS}`]),
  // A package's single `test.js` (mocha's `./test`, ava's and tape's default), at the root or a
  // workspace package's root; deeper, `test.ts` is as often a CLI's `test` command.
  rule("javascript", "test.js", [`{,packages/*/}{test,tests}.${JS}`]),
  rule("go", "*_test.go", ["**/*_test.go"]),
  rule("go", "tests/", ["**/{test,tests}/**/*.go"]),
  rule("rust", "tests/", ["**/tests/**/*.rs"]),
  rule("java", "src/test/", [`**/src/{test,androidTest,integrationTest,testFixtures}/**/*.${JVM}`]),
  rule("java", "*Test.java", [
    `**/*{Test,Tests,IT,TestCase}.${JVM}`,
    "**/*{Spec,Suite}.{groovy,scala}"
  ]),
  rule("ruby", "*_spec.rb", ["**/*_spec.rb"]),
  rule("ruby", "*_test.rb", ["**/*_test.rb"]),
  rule("ruby", "spec/", ["**/{spec,test}/**/*.rb"]),
  rule("csharp", "*Tests.cs", ["**/*{Test,Tests}.{cs,fs,vb}"]),
  rule("csharp", "*.Tests/", ["**/*.*{Test,Tests}/**/*.{cs,fs,vb,csproj,fsproj,vbproj}"]),
  rule("csharp", "tests/", [`**/${TESTS}/**/*.{cs,fs,vb}`]),
  rule("php", "*Test.php", ["**/*Test.php"]),
  rule("php", "tests/", [`**/${TESTS}/**/*.php`]),
  rule("cpp", "*_test.cc", [`**/*_{test,tests,unittest}.{${C}}`, `**/test_*.{${C}}`]),
  rule("cpp", "tests/", [`**/${TESTS}/**/*.{${C},h,hh,hpp,hxx}`]),
  // Test support code is test code: helpers only tests use take their base version too.
  rule("generic", "test-support/", [`**/${SUPPORT_DIRS}/**`]),
  rule("generic", "test-utils.*", [
    `**/{test-utils,testUtils,test-helpers,testHelpers,test_helpers}.${JS}`,
    "**/*.{fixture,fixtures,mock,mocks}.*"
  ]),
  // Nested only: a top-level fixtures/ is as often a web app's seed data as test input.
  rule("generic", "fixture-code", [`*/**/{fixtures,__fixtures__}/**/*.{py,rb,${JS_EXTENSIONS}}`]),
  // factory_boy's convention; JS/TS and Java `factories` are as often production code.
  rule("python", "factories", ["**/factories.py", "*/**/factories/**/*.py"]),
  // pytest's own layout; a Go `testing/` package is a library's public API, so Go is left out.
  rule("generic", "testing/", [`testing/**/*.{py,${JS_EXTENSIONS}}`]),
  // Go helper packages named like httptest/fstest; superlatives (latest/, fastest/) are not.
  rule("go", "xtest/", [`**/!(${GO_NOT_TEST_PREFIXES})test/*.go`])
];
var TEST_DATA_RULE = rule("generic", "test-data", [
  `**/${TEST_DIR}/**`,
  "**/*.*{Test,Tests}/**"
]);
var TEST_DATA_PROSE = ["**/*.{md,markdown,rst,adoc}"];

// src/core/changes/classify-path.ts
function classWithTests(classify, tests) {
  return (path6) => tests.has(path6) ? "test" : classify(path6).class;
}
var NO_CONFIG = {
  tests: { include: [], exclude: [] },
  harness: { include: [], exclude: [] }
};
function compileTier(rules) {
  return {
    any: compileGlobs(rules.flatMap((rule2) => rule2.globs)),
    rules: rules.map((rule2) => ({
      name: rule2.name,
      ecosystem: rule2.ecosystem,
      pattern: compileGlobs(rule2.globs)
    }))
  };
}
function compileConfigured(globs, key2) {
  return compileTier(
    globs.map((glob, index) => ({
      name: `config:${key2}[${index}]`,
      ecosystem: null,
      globs: [glob]
    }))
  );
}
var builtIn = null;
function compileBuiltIn() {
  builtIn ??= {
    artefacts: compileGlobs(COMPILED_RULE.globs),
    harness: compileTier(HARNESS_RULES),
    tests: compileTier(TEST_RULES),
    known: compileTier(KNOWN_OTHER_RULES.map((known) => ({ ...known, ecosystem: null }))),
    testData: compileTier([TEST_DATA_RULE]),
    prose: compileGlobs(TEST_DATA_PROSE),
    vendored: compileGlobs(VENDORED_RULE.globs)
  };
  return builtIn;
}
function compile(config) {
  return {
    testsInclude: compileConfigured(config.tests.include, "tests.include"),
    testsExclude: compileConfigured(config.tests.exclude, "tests.exclude"),
    harnessInclude: compileConfigured(config.harness.include, "harness.include"),
    harnessExclude: compileConfigured(config.harness.exclude, "harness.exclude"),
    ...compileBuiltIn()
  };
}
function firstMatch(tier, path6) {
  if (!tier.any.test(path6)) return null;
  return tier.rules.find((rule2) => rule2.pattern.test(path6)) ?? null;
}
function matched(fileClass, rule2, path6) {
  const byRule = fileClass === "test" && rule2.ecosystem === "generic" ? extensionEcosystem(path6) ?? "generic" : rule2.ecosystem;
  return { class: fileClass, ecosystem: byRule ?? extensionEcosystem(path6), rule: rule2.name };
}
function byExtension(compiled, path6, because) {
  const ecosystem = extensionEcosystem(path6);
  if (ecosystem !== null) {
    return { class: "source", ecosystem, rule: because ?? `${ecosystem}:*.${extensionOf(path6)}` };
  }
  const known = because ?? firstMatch(compiled.known, path6)?.name ?? UNCLASSIFIED_RULE;
  return { class: "other", ecosystem: null, rule: known };
}
function classifyWith(compiled, derived, tests, path6) {
  const noTests = firstMatch(compiled.testsExclude, path6);
  const noHarness = firstMatch(compiled.harnessExclude, path6);
  const configured = (noHarness ? null : withClass("harness", firstMatch(compiled.harnessInclude, path6))) ?? (noTests ? null : withClass("test", firstMatch(compiled.testsInclude, path6)));
  if (configured) return matched(configured.fileClass, configured.rule, path6);
  const testRule = noTests ? void 0 : tests.get(path6);
  if (testRule !== void 0)
    return { class: "test", ecosystem: extensionEcosystem(path6), rule: testRule };
  const derivedRule = noHarness ? void 0 : derived.get(path6);
  if (derivedRule !== void 0) {
    return { class: "harness", ecosystem: extensionEcosystem(path6), rule: derivedRule };
  }
  if (!noHarness && compiled.artefacts.test(path6)) {
    return { class: "harness", ecosystem: "generic", rule: COMPILED_RULE.name };
  }
  const vendored = compiled.vendored.test(path6);
  const builtin = vendored ? null : builtinMatch(compiled, path6, noTests !== null, noHarness !== null);
  if (builtin) return matched(builtin.fileClass, builtin.rule, path6);
  const because = noTests ?? noHarness;
  return byExtension(compiled, path6, because ? because.name : vendored ? VENDORED_RULE.name : null);
}
function withClass(fileClass, rule2) {
  return rule2 ? { fileClass, rule: rule2 } : null;
}
function builtinMatch(compiled, path6, noTests, noHarness) {
  if (!noHarness) {
    const harness = withClass("harness", firstMatch(compiled.harness, path6));
    if (harness) return harness;
  }
  if (!noTests) {
    const test = withClass("test", firstMatch(compiled.tests, path6));
    if (test) return test;
  }
  if (noHarness || noTests || compiled.prose.test(path6)) return null;
  return withClass("harness", firstMatch(compiled.testData, path6));
}
var REMEMBERED_PATHS = 5e5;
function createClassifier(config, derived = /* @__PURE__ */ new Map(), tests = /* @__PURE__ */ new Map()) {
  const compiled = compile(config ?? NO_CONFIG);
  const answers = /* @__PURE__ */ new Map();
  const distinct = /* @__PURE__ */ new Map();
  return (path6) => {
    const known = answers.get(path6);
    if (known !== void 0) return known;
    const fresh = classifyWith(compiled, derived, tests, path6);
    const key2 = `${fresh.class}\0${fresh.ecosystem}\0${fresh.rule}`;
    let answer = distinct.get(key2);
    if (answer === void 0) {
      answer = Object.freeze(fresh);
      distinct.set(key2, answer);
    }
    if (answers.size < REMEMBERED_PATHS) answers.set(path6, answer);
    return answer;
  };
}

// src/core/discovery/paths.ts
function normalizeDir(dir) {
  const parts = [];
  for (const part of dir.split("/")) {
    if (part === "" || part === ".") continue;
    if (part === "..") {
      if (parts.length === 0) return null;
      parts.pop();
    } else {
      parts.push(part);
    }
  }
  return parts.join("/");
}
function joinDir(base, dir) {
  if (dir.startsWith("/")) return null;
  return normalizeDir(base === "" ? dir : `${base}/${dir}`);
}
function inDir(dir, name) {
  return dir === "" ? name : `${dir}/${name}`;
}
function dirOf(path6) {
  const slash = path6.lastIndexOf("/");
  return slash < 0 ? "" : path6.slice(0, slash);
}
function baseName(path6) {
  return path6.slice(path6.lastIndexOf("/") + 1);
}
function selfAndAncestors(dir) {
  const dirs = [dir];
  let current = dir;
  while (current !== "") {
    current = dirOf(current);
    dirs.push(current);
  }
  return dirs;
}
function isWithin(dir, parent) {
  return parent === "" || dir === parent || dir.startsWith(`${parent}/`);
}
function lazyFolderIndex(paths) {
  let byDir = null;
  return (dir) => {
    if (byDir === null) {
      byDir = /* @__PURE__ */ new Map();
      for (const path6 of paths()) {
        const folder = dirOf(path6);
        const files = byDir.get(folder);
        if (files === void 0) byDir.set(folder, [path6]);
        else files.push(path6);
      }
    }
    return byDir.get(dir) ?? [];
  };
}

// src/core/locked/toml-merge.ts
function isTable(value) {
  return value !== void 0 && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date);
}
function getAt(doc, path6) {
  let current = doc;
  for (const key2 of path6) {
    if (!isTable(current) || !Object.hasOwn(current, key2)) return void 0;
    current = current[key2];
  }
  return current;
}
function setAt(doc, path6, value) {
  const chain = [doc];
  for (const key2 of path6.slice(0, -1)) {
    const current = chain[chain.length - 1];
    const next = Object.hasOwn(current, key2) ? current[key2] : void 0;
    if (next === void 0) {
      if (value === void 0) return true;
      current[key2] = {};
    } else if (!isTable(next)) return false;
    chain.push(current[key2]);
  }
  const last = path6[path6.length - 1];
  if (value !== void 0) chain[chain.length - 1][last] = value;
  else deleteAndPrune(chain, path6);
  return true;
}
function deleteAndPrune(chain, path6) {
  for (let depth2 = path6.length - 1; depth2 >= 0; depth2--) {
    const table3 = chain[depth2];
    const key2 = path6[depth2];
    const child3 = table3[key2];
    if (depth2 === path6.length - 1 || isTable(child3) && Object.keys(child3).length === 0) {
      delete table3[key2];
    } else return;
  }
}
function sameToml(a2, b) {
  if (a2 instanceof Date || b instanceof Date) {
    return a2 instanceof Date && b instanceof Date && a2.toISOString() === b.toISOString();
  }
  if (Array.isArray(a2) || Array.isArray(b)) {
    return Array.isArray(a2) && Array.isArray(b) && a2.length === b.length && a2.every((item2, i2) => sameToml(item2, b[i2]));
  }
  if (isTable(a2) && isTable(b)) {
    const keys = Object.keys(a2);
    return keys.length === Object.keys(b).length && keys.every((key2) => Object.hasOwn(b, key2) && sameToml(a2[key2], b[key2]));
  }
  return Object.is(a2, b);
}
function parseOrNull(text2) {
  try {
    return parseToml(text2, { integersAsBigInt: "asNeeded" });
  } catch {
    return null;
  }
}
function mergeTomlTables(baseText, headText, paths) {
  return mergeTomlValues(
    baseText,
    headText,
    (base, head) => paths(base, head).map((path6) => ({ path: path6, value: getAt(base, path6) }))
  );
}
function tomlAt(doc, path6) {
  return getAt(doc, path6);
}
function mergeTomlValues(baseText, headText, values) {
  const base = parseOrNull(baseText);
  const head = parseOrNull(headText);
  if (base === null || head === null) return baseText;
  const locked = values(base, head);
  if (locked.every(({ path: path6, value }) => sameToml(value, getAt(head, path6)))) return headText;
  for (const { path: path6, value } of locked) {
    if (!setAt(head, path6, value)) return baseText;
  }
  return stringifyToml(head);
}

// src/core/locked/merge-cargo-toml.ts
var TABLES = [
  ["test"],
  ["bench"],
  ["profile", "test"],
  ["profile", "bench"],
  ["lints"],
  ["workspace", "lints"],
  ["workspace", "exclude"],
  ["workspace", "default-members"],
  // Per-package overrides of the dev profile, which `cargo test` inherits.
  ["profile", "dev", "package"]
];
var KEYS = [
  ...["autotests", "autobenches", "autoexamples", "autobins", "autolib", "build"].map((k) => [
    "package",
    k
  ]),
  ...["test", "doctest", "harness", "bench", "path", "required-features"].map((k) => ["lib", k]),
  ...["debug-assertions", "overflow-checks", "panic"].map((k) => ["profile", "dev", k])
];
var TARGET_KEYS = ["test", "doctest", "harness", "bench", "required-features"];
function tables(value) {
  return Array.isArray(value) ? value.filter(isTable) : [];
}
function lockedTargets(base, head, key2) {
  const headTargets = tomlAt(head, [key2]);
  if (!Array.isArray(headTargets)) return [];
  const byName = new Map(tables(tomlAt(base, [key2])).map((t) => [t.name, t]));
  const value = headTargets.map((target) => {
    if (!isTable(target)) return target;
    const from = byName.get(target.name);
    if (from === void 0) return target;
    const locked = { ...target };
    for (const k of TARGET_KEYS) {
      if (from[k] === void 0) delete locked[k];
      else locked[k] = from[k];
    }
    return locked;
  });
  return [{ path: [key2], value }];
}
function strings(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function union2(base, head, path6, keep2 = (_) => true) {
  const headList = tomlAt(head, path6);
  const baseList = strings(tomlAt(base, path6));
  if (headList === void 0 && baseList.length === 0) return [];
  const kept = strings(headList);
  const dropped = baseList.filter((item2) => !kept.includes(item2) && keep2(item2));
  if (dropped.length === 0) return [];
  return [{ path: path6, value: [...kept, ...dropped] }];
}
function lockedValues(base, head) {
  const features = tomlAt(head, ["features"]);
  const defined = (name) => isTable(features) && Object.hasOwn(features, name);
  return [
    ...[...TABLES, ...KEYS].map((path6) => ({ path: [...path6], value: tomlAt(base, path6) })),
    ...lockedTargets(base, head, "bin"),
    ...lockedTargets(base, head, "example"),
    ...union2(base, head, ["workspace", "members"]),
    ...union2(base, head, ["features", "default"], defined)
  ];
}
function mergeCargoToml(baseText, headText) {
  return mergeTomlValues(baseText, headText, lockedValues);
}

// src/core/text/jsonc.ts
function stringEnd(text2, i2) {
  let j = i2 + 1;
  while (j < text2.length && text2[j] !== '"') j += text2[j] === "\\" ? 2 : 1;
  return Math.min(j + 1, text2.length);
}
function outsideStrings(text2, skip) {
  let out = "";
  let i2 = 0;
  while (i2 < text2.length) {
    if (text2[i2] === '"') {
      const end = stringEnd(text2, i2);
      out += text2.slice(i2, end);
      i2 = end;
      continue;
    }
    const next = skip(i2);
    if (next === null) out += text2[i2++];
    else i2 = next;
  }
  return out;
}
function commentEnd(text2, i2) {
  if (text2.startsWith("//", i2)) {
    const end2 = text2.indexOf("\n", i2);
    return end2 === -1 ? text2.length : end2;
  }
  if (!text2.startsWith("/*", i2)) return null;
  const end = text2.indexOf("*/", i2 + 2);
  return end === -1 ? text2.length : end + 2;
}
var CLOSES = /\s*[}\]]/y;
function closesNext(text2, at) {
  CLOSES.lastIndex = at;
  return CLOSES.test(text2);
}
function stripJsonc(text2) {
  const bare = outsideStrings(text2, (i2) => commentEnd(text2, i2));
  return outsideStrings(bare, (i2) => bare[i2] === "," && closesNext(bare, i2 + 1) ? i2 + 1 : null);
}
function parseJsonc(text2) {
  try {
    return JSON.parse(stripJsonc(text2));
  } catch {
    return null;
  }
}

// src/core/text/json-value.ts
function isObject2(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function parseJsonObject(text2) {
  try {
    const value = JSON.parse(text2);
    return isObject2(value) ? value : null;
  } catch {
    return null;
  }
}

// src/core/locked/locked-imports.ts
function targets(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(targets);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(targets);
  return [];
}
function covers(key2, specifier) {
  if (key2.endsWith("/") && specifier.startsWith(key2)) return true;
  const star = key2.indexOf("*");
  if (star < 0) return key2 === specifier;
  const [prefix, suffix] = [key2.slice(0, star), key2.slice(star + 1)];
  return specifier.length >= prefix.length + suffix.length && specifier.startsWith(prefix) && specifier.endsWith(suffix);
}
var builtIn2 = null;
function locksTarget(path6) {
  builtIn2 ??= createClassifier();
  const relative5 = path6.replace(/^\.\//, "");
  if (relative5.startsWith("/") || relative5.startsWith("..")) return false;
  const cls = builtIn2(relative5).class;
  return cls === "test" || cls === "harness";
}
function lockedImports(base, head) {
  if (!isObject2(base)) return void 0;
  const baseMap = base;
  const locked = Object.keys(baseMap).filter((key2) => targets(baseMap[key2]).some(locksTarget));
  if (locked.length === 0) return void 0;
  const headMap = isObject2(head) ? head : {};
  const entries = Object.entries(headMap).filter(
    ([key2]) => locked.includes(key2) || !locked.some((mine) => covers(mine, key2))
  );
  for (const key2 of locked) {
    const at = entries.findIndex(([k]) => k === key2);
    if (at >= 0) entries[at] = [key2, baseMap[key2]];
    else entries.push([key2, baseMap[key2]]);
  }
  const result = Object.fromEntries(entries);
  return JSON.stringify(result) === JSON.stringify(headMap) ? void 0 : result;
}

// src/core/locked/merge-deno-json.ts
var DENO_TEST_KEYS = [
  "tasks",
  "test",
  "lint",
  "fmt",
  "exclude",
  "compilerOptions",
  "workspace",
  "unstable",
  "importMap",
  "vendor",
  "nodeModulesDir"
];
function parseObject(text2) {
  const value = parseJsonc(text2);
  return value !== null && typeof value === "object" && !Array.isArray(value) ? value : null;
}
var same = (a2, b) => JSON.stringify(a2) === JSON.stringify(b);
function mergeDenoJson(baseText, headText) {
  const base = parseObject(baseText);
  const head = parseObject(headText);
  if (base === null || head === null) return baseText;
  const imports = lockedImports(base.imports, head.imports);
  if (imports === void 0 && DENO_TEST_KEYS.every((key2) => same(base[key2], head[key2])))
    return headText;
  const entries = Object.entries(head).filter(([key2]) => !DENO_TEST_KEYS.includes(key2)).map(([key2, value]) => [key2, key2 === "imports" && imports !== void 0 ? imports : value]);
  if (imports !== void 0 && !Object.hasOwn(head, "imports")) entries.push(["imports", imports]);
  for (const key2 of DENO_TEST_KEYS) {
    if (Object.hasOwn(base, key2)) entries.push([key2, base[key2]]);
  }
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}
`;
}
var LEFT_OUT_TASK = "echo testlock: a task of a deno.json the PR adds does not run";
function lockAddedDenoJson(headText) {
  const head = parseObject(headText);
  if (head === null) return "{}\n";
  const entries = Object.entries(head).filter(
    ([key2]) => !DENO_TEST_KEYS.includes(key2)
  );
  const tasks = head.tasks;
  if (tasks !== null && typeof tasks === "object" && !Array.isArray(tasks)) {
    const names = Object.keys(tasks);
    if (names.length > 0)
      entries.push(["tasks", Object.fromEntries(names.map((n2) => [n2, LEFT_OUT_TASK]))]);
  }
  return `${JSON.stringify(Object.fromEntries(entries), null, 2)}
`;
}

// src/core/locked/merge-package-json.ts
var TEST_RELATED_KEYS = [
  "scripts",
  "config",
  "jest",
  "mocha",
  "ava",
  "tap",
  "jasmine",
  "vitest",
  "c8",
  "nyc",
  "eslintConfig",
  "eslintIgnore",
  "xo",
  "standard",
  "stylelint",
  "prettier"
];
function canonical(value) {
  if (Array.isArray(value)) return value.map((item2) => canonical(item2));
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value).sort();
  return Object.fromEntries(keys.map((key2) => [key2, canonical(value[key2])]));
}
function sameJson(a2, b) {
  return JSON.stringify(canonical(a2)) === JSON.stringify(canonical(b));
}
function mergedEntries(base, head) {
  const entries = [];
  for (const [key2, value] of Object.entries(head)) {
    if (!TEST_RELATED_KEYS.includes(key2)) entries.push([key2, value]);
    else if (Object.hasOwn(base, key2)) entries.push([key2, base[key2]]);
  }
  const baseKeys = Object.keys(base);
  baseKeys.forEach((key2, index) => {
    if (!TEST_RELATED_KEYS.includes(key2) || Object.hasOwn(head, key2)) return;
    const before = baseKeys.slice(0, index).reverse();
    const anchor = before.find((k) => entries.some(([e]) => e === k));
    const at = anchor === void 0 ? 0 : entries.findIndex(([e]) => e === anchor) + 1;
    entries.splice(at, 0, [key2, base[key2]]);
  });
  return entries;
}
function detectIndent(text2) {
  const match = /\n([ \t]+)\S/.exec(text2);
  if (!match?.[1]) return "";
  return match[1].startsWith("	") ? "	" : match[1];
}
function render(value, styleOf) {
  const eol = styleOf.includes("\r\n") ? "\r\n" : "\n";
  let text2 = JSON.stringify(value, null, detectIndent(styleOf));
  if (eol !== "\n") text2 = text2.replaceAll("\n", eol);
  return /\r?\n$/.test(styleOf) ? text2 + eol : text2;
}
var strings2 = (value) => Array.isArray(value) ? value.filter((item2) => typeof item2 === "string") : [];
function memberGlobs(value) {
  if (Array.isArray(value)) return strings2(value);
  return value !== null && typeof value === "object" && !Array.isArray(value) ? strings2(value.packages) : [];
}
function lockedWorkspaces(base, head) {
  const kept = memberGlobs(head.workspaces);
  const dropped = memberGlobs(base.workspaces).filter((glob) => !kept.includes(glob));
  if (dropped.length === 0) return void 0;
  const members = [...kept, ...dropped];
  const value = head.workspaces;
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    return { ...value, packages: members };
  }
  return members;
}
function mergePackageJson(baseText, headText) {
  const base = parseJsonObject(baseText);
  const head = parseJsonObject(headText);
  if (base === null || head === null) return baseText;
  const workspaces = lockedWorkspaces(base, head);
  const imports = lockedImports(base.imports, head.imports);
  const unchanged = TEST_RELATED_KEYS.every((key2) => sameJson(base[key2], head[key2]));
  if (unchanged && workspaces === void 0 && imports === void 0) return headText;
  const entries = mergedEntries(base, head);
  for (const [key2, value] of [
    ["workspaces", workspaces],
    ["imports", imports]
  ]) {
    if (value === void 0) continue;
    const at = entries.findIndex(([k]) => k === key2);
    if (at === -1) entries.push([key2, value]);
    else entries[at] = [key2, value];
  }
  return render(Object.fromEntries(entries), headText);
}
var LEFT_OUT_SCRIPT = "echo testlock: a script of a package.json the PR adds does not run";
function lockAddedPackageJson(headText) {
  const head = parseJsonObject(headText);
  if (head === null) return "{}\n";
  const entries = mergedEntries({}, head);
  const scripts = head.scripts;
  if (scripts !== null && typeof scripts === "object" && !Array.isArray(scripts)) {
    const names = Object.keys(scripts);
    if (names.length > 0)
      entries.push(["scripts", Object.fromEntries(names.map((n2) => [n2, LEFT_OUT_SCRIPT]))]);
  }
  return render(Object.fromEntries(entries), headText);
}

// src/core/locked/merge-pyproject.ts
var TOOL_PREFIXES = ["pytest", "coverage"];
var TOOL_NAMES = [
  "tox",
  "nox",
  "poe",
  "taskipy",
  "ruff",
  "mypy",
  "pyright",
  "basedpyright",
  "pylint",
  "black",
  "isort",
  "flake8",
  "bandit",
  "codespell"
];
var NESTED_PATHS = [
  ["hatch", "envs"],
  ["pdm", "scripts"],
  ["uv", "scripts"]
];
function isTestTool(name) {
  return TOOL_NAMES.includes(name) || TOOL_PREFIXES.some((prefix) => name.startsWith(prefix));
}
function testPaths(base, head) {
  const names = /* @__PURE__ */ new Set();
  for (const doc of [base, head]) {
    const tool2 = doc.tool;
    if (isTable(tool2)) {
      for (const name of Object.keys(tool2)) if (isTestTool(name)) names.add(name);
    }
  }
  return [
    ...[...names].sort().map((name) => ["tool", name]),
    ...NESTED_PATHS.map((p) => ["tool", ...p])
  ];
}
function mergePyproject(baseText, headText) {
  return mergeTomlTables(baseText, headText, testPaths);
}

// src/core/locked/merge-manifest.ts
var MERGES = {
  "package.json": mergePackageJson,
  "pyproject.toml": mergePyproject,
  "Cargo.toml": mergeCargoToml,
  "deno.json": mergeDenoJson,
  "deno.jsonc": mergeDenoJson
};
function manifestKind(path6) {
  const name = path6.slice(path6.lastIndexOf("/") + 1);
  return Object.hasOwn(MERGES, name) ? name : null;
}
function mergeManifest(kind, baseText, headText) {
  return MERGES[kind](baseText, headText);
}
var ADDED = {
  "package.json": lockAddedPackageJson,
  "pyproject.toml": (headText) => mergePyproject("", headText),
  "Cargo.toml": null,
  "deno.json": lockAddedDenoJson,
  "deno.jsonc": lockAddedDenoJson
};
function locksAddedManifest(kind) {
  return ADDED[kind] !== null;
}
function lockAddedManifest(kind, headText) {
  return ADDED[kind]?.(headText) ?? headText;
}

// src/core/locked/rust-splice-targets.ts
var NO_SPLICES = { splice: [], unspliced: [], restore: [] };
var LOCKED = /* @__PURE__ */ new Set(["test", "harness"]);
var SPLICED_STATUS = /* @__PURE__ */ new Set(["modified", "added", "renamed", "copied", "type-changed"]);
function rustSpliceTargets(changes) {
  return changes.flatMap((change) => {
    if (!change.path.endsWith(".rs") || !SPLICED_STATUS.has(change.status)) return [];
    if (change.newKind !== "file" && change.newKind !== "executable") return [];
    if (LOCKED.has(change.class)) return [];
    const fromBase = change.status !== "added" && (change.oldKind === "file" || change.oldKind === "executable") && !LOCKED.has(change.oldClass) && (change.oldPath ?? change.path).endsWith(".rs");
    return [{ path: change.path, basePath: fromBase ? change.oldPath ?? change.path : null }];
  });
}

// src/core/locked/plan-locked-tree.ts
function isLocked(fileClass) {
  return fileClass === "test" || fileClass === "harness";
}
function addedManifest(change, decision) {
  const kind = manifestKind(change.path);
  if (kind === null) return;
  if (change.newKind === "symlink") decision.remove.push(change.path);
  else if (locksAddedManifest(kind)) decision.lockAdded.push(change.path);
}
function decide(change) {
  const decision = { restore: [], remove: [], merge: [], lockAdded: [] };
  const basePath2 = change.oldPath ?? change.path;
  const headIsManifest = manifestKind(change.path) !== null;
  switch (change.status) {
    case "modified":
      if (headIsManifest && change.oldKind !== "symlink" && change.newKind !== "symlink") {
        decision.merge.push(change.path);
      } else if (isLocked(change.oldClass)) decision.restore.push(change.path);
      break;
    case "type-changed":
    case "deleted":
      if (isLocked(change.oldClass)) decision.restore.push(change.path);
      break;
    case "added":
      if (headIsManifest) addedManifest(change, decision);
      else if (isLocked(change.class)) decision.remove.push(change.path);
      break;
    case "renamed":
    case "copied":
      if (isLocked(change.oldClass)) decision.restore.push(basePath2);
      if (headIsManifest) addedManifest(change, decision);
      else if (isLocked(change.class)) decision.remove.push(change.path);
      break;
    // 'unmerged' and 'unknown' do not occur between two commits; nothing is known to restore.
    case "unmerged":
    case "unknown":
      break;
  }
  return decision;
}
function sortedUnique(paths) {
  return [...new Set(paths)].sort();
}
function planLockedTree(changes, rust2 = NO_SPLICES) {
  const decisions = changes.map(decide);
  const restore = sortedUnique([...decisions.flatMap((d) => d.restore), ...rust2.restore]);
  const restored = new Set(restore);
  const merge = sortedUnique(decisions.flatMap((d) => d.merge)).filter((p) => !restored.has(p));
  const remove = sortedUnique(decisions.flatMap((d) => d.remove)).filter((p) => !restored.has(p));
  const lockAdded = sortedUnique(decisions.flatMap((d) => d.lockAdded)).filter(
    (p) => !restored.has(p)
  );
  const whole = /* @__PURE__ */ new Set([...restore, ...remove]);
  const splice = rust2.splice.filter((t) => !whole.has(t.path));
  const unspliced = rust2.unspliced.filter((u2) => !whole.has(u2.path));
  const plan = {
    restored: [...restore],
    removed: [...remove],
    merged: sortedUnique([...merge, ...lockAdded]),
    spliced: splice.map((t) => t.path),
    unspliced: [...unspliced]
  };
  return { restore, remove, merge, lockAdded, splice, plan };
}

// src/core/changes/defines-tests.ts
var PY_TESTS = /^[ \t]*(?:class[ \t]+\w+[ \t]*\([^)]*TestCase|(?:async[ \t]+)?def[ \t]+test)/m;
var JS_TESTS = /^[ \t]*(?:it|test|describe|suite|context|specify|bench)(?:\.\w+)*(?:\s*\(\s*["'`]|\.each\b)/m;
function definesTests(path6, text2) {
  return path6.endsWith(".py") ? PY_TESTS.test(text2) : JS_TESTS.test(text2);
}

// src/core/model/diff-sides.ts
function changedBasePath(entry) {
  if (entry.status === "added" || entry.status === "copied" || entry.oldKind === "none")
    return null;
  return entry.oldPath ?? entry.path;
}
function arrivingPath(entry) {
  const arrives = entry.status === "added" || entry.status === "copied" || entry.status === "renamed";
  return arrives && entry.newKind !== "none" ? entry.path : null;
}

// src/pipeline/read/command-tests.ts
function namedTestJudge(options) {
  const judged2 = /* @__PURE__ */ new Map();
  let named3 = null;
  return async (paths) => {
    const globs = await options.globs;
    if (globs.length === 0) return /* @__PURE__ */ new Map();
    named3 ??= globs.map((glob) => ({ glob, matcher: compileGlobs([glob.glob]) }));
    const asked = [...new Set(paths)];
    const matched2 = /* @__PURE__ */ new Map();
    for (const path6 of asked) {
      if (judged2.has(path6)) continue;
      const hit = namedBy(path6, named3, options.classify);
      if (hit === null) judged2.set(path6, null);
      else matched2.set(path6, hit);
    }
    if (matched2.size > 0) {
      const texts = await readFiles(options.root, options.commit, [...matched2.keys()]);
      for (const [path6, glob] of matched2) {
        judged2.set(path6, definesTests(path6, texts.get(path6) ?? "") ? glob.name : null);
      }
    }
    return new Map(
      asked.flatMap((path6) => {
        const rule2 = judged2.get(path6) ?? null;
        return rule2 === null ? [] : [[path6, rule2]];
      })
    );
  };
}
function namedBy(path6, named3, classify) {
  const fileClass = classify(path6).class;
  if (fileClass === "test" || fileClass === "harness") return null;
  return named3.find(({ matcher }) => matcher.test(path6))?.glob ?? null;
}
async function commandTests(judge2, entries) {
  const atBase2 = (await entries).flatMap(
    (entry) => entry.oldKind === "none" ? [] : [entry.oldPath ?? entry.path]
  );
  return judge2(atBase2);
}
async function addedCommandTests(judge2, entries) {
  return judge2((await entries).flatMap((entry) => arrivingPath(entry) ?? []));
}

// src/core/discovery/executed/follow-types.ts
var SOURCE_ROOT = /^(src|lib|app|pkg|internal|dist|build|packages)(\/|$)/;
function atBase(tree, path6) {
  const kind = tree.kinds.get(path6);
  return kind === "file" || kind === "executable" || kind === "symlink";
}

// src/core/discovery/executed/pytest-plugin-files.ts
var PYTEST_CONFIGS = [
  "pytest.ini",
  ".pytest.ini",
  "pyproject.toml",
  "tox.ini",
  "setup.cfg"
];
var MODULE = /^\.*[A-Za-z_][\w.]*$/;
function startsPytest(tool2, args) {
  if (tool2 === "pytest" || tool2 === "py.test" || tool2 === "tox" || tool2 === "nox") return true;
  const m = args.indexOf("-m");
  return (tool2 === "python" || tool2 === "pypy" || tool2 === "coverage") && m >= 0 ? args[m + 1] === "pytest" : false;
}
function pytestPluginFiles(f, args, cwd) {
  const modules = [];
  const globs = doctestGlobs(args);
  const addopts = [];
  for (const name of optionPlugins(args)) modules.push({ name, from: cwd });
  const searched = selfAndAncestors(cwd).flatMap(
    (dir) => PYTEST_CONFIGS.map((config) => ({ path: inDir(dir, config), dir }))
  );
  const named3 = configFiles(args).flatMap((name) => {
    const path6 = joinDir(cwd, name);
    return path6 === null ? [] : [{ path: path6, dir: cwd }];
  });
  for (const { path: path6, dir } of [...searched, ...named3]) {
    const text2 = atBase(f.tree, path6) ? f.text(path6) : void 0;
    if (text2 === void 0) continue;
    for (const name of [...addoptsPlugins(text2), ...entryPointPlugins(text2)])
      modules.push({ name, from: dir });
    const words2 = addoptsWords(text2);
    globs.push(...doctestGlobs(words2));
    addopts.push(...words2);
  }
  const above = new Set(selfAndAncestors(cwd));
  for (const path6 of f.tree.kinds.keys()) {
    if (baseName(path6) !== "conftest.py") continue;
    if (!above.has(dirOf(path6)) && !isWithin(dirOf(path6), cwd)) continue;
    const text2 = f.text(path6);
    if (text2 === void 0) continue;
    const { plugins, starred } = conftestPlugins(text2);
    for (const name of plugins) modules.push({ name, from: dirOf(path6) });
    for (const name of starred) modules.push({ name, from: dirOf(path6), hooksOnly: true });
  }
  const files = modules.flatMap(
    ({ name, from, hooksOnly }) => moduleFiles(f, name, from).filter((file) => !hooksOnly || definesHooks(f.text(file)))
  );
  return { plugins: [...new Set(files)], doctests: doctestFiles(f, globs, cwd), addopts };
}
function definesHooks(text2) {
  return text2 !== void 0 && /^\s*def pytest_\w+|^\s*@(?:pytest\.)?fixture\b/m.test(text2);
}
function optionPlugins(words2) {
  const found = [];
  words2.forEach((word, i2) => {
    const value = word === "-p" ? words2[i2 + 1] : /^-p=?(.+)$/.exec(word)?.[1];
    if (value !== void 0 && !value.startsWith("no:") && MODULE.test(value)) found.push(value);
  });
  return found;
}
function configFiles(words2) {
  return words2.flatMap((word, i2) => {
    const value = word === "-c" || word === "--config-file" ? words2[i2 + 1] : /^(?:-c|--config-file=)(.+)$/.exec(word)?.[1];
    return value === void 0 ? [] : [value];
  });
}
var PYTEST_ENV = ["PYTEST_PLUGINS", "PYTEST_ADDOPTS"];
function envPluginWords(env2) {
  const named3 = (env2.PYTEST_PLUGINS ?? "").split(",").map((name) => name.trim()).filter((name) => name !== "").flatMap((name) => ["-p", name]);
  const added2 = (env2.PYTEST_ADDOPTS ?? "").replace(/["']/g, " ").split(/\s+/).filter(Boolean);
  return [...named3, ...added2];
}
function addoptsPlugins(text2) {
  return optionPlugins(addoptsWords(text2));
}
function addoptsWords(text2) {
  return settingWords(text2, "addopts");
}
function settingWords(text2, name) {
  const words2 = [];
  const setting = new RegExp(`^[ \\t]*${name}[ \\t]*=[ \\t]*((?:.*)(?:\\n[ \\t]+\\S.*)*)`, "gm");
  for (const m of text2.matchAll(setting)) {
    words2.push(
      ...(m[1] ?? "").replace(/["',[\]]/g, " ").split(/\s+/).filter(Boolean)
    );
  }
  return words2;
}
function doctestGlobs(words2) {
  return words2.flatMap((word, i2) => {
    const value = word === "--doctest-glob" ? words2[i2 + 1] : /^--doctest-glob=(.+)$/.exec(word)?.[1];
    return value === void 0 ? [] : [value];
  });
}
function doctestFiles(f, globs, cwd) {
  const tests = globs.map((glob) => {
    const matcher = compileGlobs([glob.includes("/") ? `**/${glob}` : glob]);
    return (path6) => matcher.test(glob.includes("/") ? path6 : baseName(path6));
  });
  if (tests.length === 0) return [];
  return [...f.tree.kinds.keys()].filter(
    (path6) => isWithin(dirOf(path6), cwd) && tests.some((test) => test(path6))
  );
}
function entryPointPlugins(text2) {
  const found = [];
  const table3 = /^\[(?:project\.entry-points|tool\.poetry\.plugins)\.["']?pytest11["']?\]\s*$/m;
  const start = table3.exec(text2);
  if (start) {
    const body = text2.slice(start.index + start[0].length).split(/^\[/m)[0] ?? "";
    for (const m of body.matchAll(/=\s*["']([\w.]+)(?::[\w.]+)?["']/g)) found.push(m[1]);
  }
  for (const m of text2.matchAll(/^pytest11[ \t]*=[ \t]*(.*(?:\n[ \t]+\S.*)*)/gm)) {
    for (const entry of (m[1] ?? "").matchAll(/=\s*([\w.]+)(?::[\w.]+)?/g))
      found.push(entry[1]);
  }
  return found;
}
function conftestPlugins(text2) {
  const found = [];
  const starred = [];
  const assigned = /^pytest_plugins\s*(?::[^=\n]*)?\+?=\s*([[(][\s\S]*?[\])]|(["'])[^"'\n]*\2)/gm;
  for (const m of text2.matchAll(assigned)) {
    for (const literal of (m[1] ?? "").matchAll(/["']([^"'\n]+)["']/g)) {
      if (MODULE.test(literal[1])) found.push(literal[1]);
    }
  }
  for (const m of text2.matchAll(/^from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+\(?([^)\n]*)/gm)) {
    const names = (m[2] ?? "").split(/[\s,]+/);
    if (names.some((n2) => n2.startsWith("pytest_"))) found.push(m[1]);
    else if (names.includes("*")) starred.push(m[1]);
  }
  return { plugins: found, starred };
}
function moduleFiles(f, name, from) {
  const dots = /^\.*/.exec(name)?.[0].length ?? 0;
  const rest = name.slice(dots).split(".").filter(Boolean).join("/");
  const forms = rest === "" ? ["__init__.py"] : [`${rest}.py`, `${rest}/__init__.py`];
  if (dots > 0) {
    let dir = from;
    for (let up = 1; up < dots && dir !== null; up++) dir = joinDir(dir, "..");
    if (dir === null) return [];
    return forms.map((form) => inDir(dir, form)).filter((p) => atBase(f.tree, p));
  }
  return [...f.tree.kinds.keys()].filter(
    (path6) => forms.some((form) => path6 === form || path6.endsWith(`/${form}`)) && !/(^|\/)(site-packages|node_modules)\//.test(path6)
  );
}

// src/pipeline/read/doctest-modules.ts
var FLAG = "--doctest-modules";
async function runsDoctestModules(repo, mergeBase2, checks) {
  const tests = checks.filter((check2) => check2.kind === "test" && check2.skipped === null);
  const named3 = (check2) => [check2.command, ...check2.args, check2.script, check2.env.PYTEST_ADDOPTS ?? ""].some(
    (word) => word.includes(FLAG)
  );
  if (tests.some(named3)) return true;
  const paths = new Set(
    tests.flatMap(
      (check2) => selfAndAncestors(check2.cwd).flatMap((dir) => PYTEST_CONFIGS.map((name) => inDir(dir, name)))
    )
  );
  if (paths.size === 0) return false;
  const texts = await readFiles(repo, mergeBase2, [...paths]);
  return [...texts.values()].some((text2) => text2.includes(FLAG));
}

// src/pipeline/read/follow-executed.ts
import { realpathSync } from "node:fs";
import { delimiter, isAbsolute as isAbsolute2, relative as relative2, sep as sep2 } from "node:path";

// src/core/discovery/commands/tool-table.ts
var TEST_TOOLS = /* @__PURE__ */ new Set([
  "pytest",
  "py.test",
  "vitest",
  "jest",
  "mocha",
  "ava",
  "tap",
  "tape",
  "jasmine",
  "karma",
  "uvu",
  "rspec",
  "phpunit",
  "pest",
  "paratest",
  "ctest",
  "nose2",
  "nosetests",
  "trial",
  "ward",
  "bats",
  "prove",
  "busted",
  "cucumber",
  "cucumber-js",
  "behave",
  "wdio",
  "ginkgo",
  "gotestsum",
  "wtr",
  "web-test-runner",
  "cargo-nextest",
  "testem",
  "stestr",
  "zope-testrunner"
]);
var TYPECHECK_TOOLS = /* @__PURE__ */ new Set([
  "mypy",
  "pyright",
  "basedpyright",
  "pytype",
  "pyre",
  "vue-tsc",
  "svelte-check",
  "tsc-files",
  "tsd",
  "stubtest",
  "zmypy"
]);
var LINT_TOOLS = /* @__PURE__ */ new Set([
  "eslint",
  "oxlint",
  "standard",
  "xo",
  "stylelint",
  "tslint",
  "flake8",
  "pylint",
  "pycodestyle",
  "pydocstyle",
  "pyflakes",
  "bandit",
  "codespell",
  "rubocop",
  "standardrb",
  "golangci-lint",
  "staticcheck",
  "revive",
  "shellcheck",
  "hadolint",
  "markdownlint",
  "markdownlint-cli2",
  "yamllint",
  "actionlint",
  "ktlint",
  "detekt",
  "swiftlint",
  "clang-tidy",
  "cpplint",
  "phpcs",
  "phpstan",
  "psalm",
  "slither",
  "vulture",
  "deptry",
  "pyroma",
  "lychee"
]);
var FORMATTERS = /* @__PURE__ */ new Set([
  "black",
  "isort",
  "prettier",
  "autopep8",
  "yapf",
  "blue",
  "dprint",
  "clang-format"
]);
var INSTALLERS = /* @__PURE__ */ new Set([
  "pip",
  "pip3",
  "apt",
  "apt-get",
  "brew",
  "choco",
  "yum",
  "dnf",
  "apk",
  "gem",
  "corepack",
  "rustup",
  "nvm",
  "pyenv",
  "asdf",
  "mise",
  "sdk",
  "wget",
  "curl",
  "git",
  "docker",
  "npm-install",
  "cpanm",
  "opam",
  "vcpkg",
  "conan",
  "dotnet-install",
  "sudo-apt"
]);
var CONTEXT = /* @__PURE__ */ new Set([
  "cd",
  "pushd",
  "popd",
  "export",
  "source",
  ".",
  "set",
  "shopt",
  "ulimit",
  "umask",
  "alias",
  "unset",
  "trap",
  "declare",
  "typeset",
  "local",
  "readonly",
  "hash"
]);
var CHECK_FLAGS = /^(--check(-only)?|-c|--diff|--list-different|-l|--verify-no-changes|--ci)$/;
function subcommand(args) {
  return args.find((a2) => !a2.startsWith("-") && !a2.startsWith("+"));
}
function cargo(args) {
  const sub = subcommand(args);
  if (sub === "test" || sub === "nextest" || sub === "llvm-cov" || sub === "tarpaulin" || sub === "t")
    return "test";
  if (sub === "hack" || sub === "minimal-versions") return cargo(args.slice(args.indexOf(sub) + 1));
  if (sub === "check" || sub === "build" || sub === "c" || sub === "b") return "typecheck";
  if (sub === "clippy") return "lint";
  if (sub === "fmt") return args.includes("--check") ? "lint" : "other";
  if (sub === "fetch" || sub === "install" || sub === "binstall" || sub === "update")
    return "install";
  return "other";
}
function go(args) {
  const sub = subcommand(args);
  if (sub === "test") return "test";
  if (sub === "vet") return "typecheck";
  if (sub === "build") return args.includes("-o") ? "other" : "typecheck";
  if (sub === "mod" || sub === "get" || sub === "install") return "install";
  return "other";
}
function buildTool(args) {
  if (args.some((a2) => /^-D(skipTests|maven\.test\.skip)(=true)?$/.test(a2)) || args.includes("-x"))
    return "other";
  const goals = args.filter((a2) => !a2.startsWith("-"));
  if (goals.some(
    (g) => /^(test|verify|install|check|build|integration-test|integrationTest)$/.test(g)
  ))
    return "test";
  if (goals.some((g) => /checkstyle|spotless|lint|detekt|ktlint|pmd|spotbugs/.test(g)))
    return "lint";
  if (goals.some((g) => /dependency|download|resolve/.test(g))) return "install";
  return "other";
}
function subcommandTool(tool2, args) {
  const sub = subcommand(args);
  switch (tool2) {
    case "cargo":
      return cargo(args);
    case "go":
      return go(args);
    case "mvn":
    case "mvnw":
    case "gradle":
    case "gradlew":
      return buildTool(args);
    case "dotnet":
      if (sub === "test") return "test";
      if (sub === "format") return args.some((a2) => CHECK_FLAGS.test(a2)) ? "lint" : "other";
      return sub === "restore" || sub === "tool" ? "install" : "other";
    case "deno":
      if (sub === "test") return "test";
      if (sub === "check") return "typecheck";
      if (sub === "lint") return "lint";
      return sub === "fmt" && args.includes("--check") ? "lint" : "other";
    case "ruff":
      if (sub === "format")
        return args.some((a2) => a2 === "--check" || a2 === "--diff") ? "lint" : "other";
      return /^(rule|config|linter|clean|version|analyze|server|help)$/.test(sub ?? "") ? "other" : "lint";
    case "biome":
      if (args.some((a2) => a2 === "--write" || a2 === "--apply" || a2 === "--apply-unsafe"))
        return "other";
      return sub === "check" || sub === "lint" || sub === "ci" || sub === "format" ? "lint" : "other";
    case "tsc":
      return args.includes("--noEmit") || args.includes("-noEmit") ? "typecheck" : "other";
    case "playwright":
      return sub === "test" ? "test" : sub === "install" ? "install" : "other";
    case "cypress":
      return sub === "run" ? "test" : sub === "install" ? "install" : "other";
    // Type checkers whose check is a subcommand (`zuban check`, `ty check`, `pyrefly check`);
    // their other verbs start servers or write config.
    case "zuban":
      return sub === "check" || sub === "mypy" ? "typecheck" : "other";
    case "ty":
    case "pyrefly":
      return sub === "check" ? "typecheck" : "other";
    case "pre-commit":
    case "prek":
      return sub === "run" || sub === void 0 ? "lint" : sub === "install" ? "install" : "other";
    case "conda":
    case "mamba":
    case "micromamba":
      return sub === "activate" ? "context" : "install";
    case "mix":
      return sub === "test" ? "test" : sub === "credo" ? "lint" : sub === "deps.get" ? "install" : "other";
    default:
      return void 0;
  }
}
function toolKind(tool2, args) {
  if (tool2 === "testlock") return "testlock";
  if (CONTEXT.has(tool2)) return "context";
  if (TEST_TOOLS.has(tool2)) return "test";
  if (TYPECHECK_TOOLS.has(tool2)) return "typecheck";
  if (LINT_TOOLS.has(tool2)) return "lint";
  if (FORMATTERS.has(tool2)) return args.some((a2) => CHECK_FLAGS.test(a2)) ? "lint" : "other";
  if (INSTALLERS.has(tool2)) return "install";
  return subcommandTool(tool2, args);
}
function isCheckTool(name) {
  return [TEST_TOOLS, TYPECHECK_TOOLS, LINT_TOOLS, FORMATTERS].some((tools) => tools.has(name));
}
function isBuiltin(tool2) {
  return CONTEXT.has(tool2) || /^(echo|printf|test|\[|true|false|exit|return|read|wait|eval|exec|command|type|:)$/.test(tool2);
}

// src/core/changes/check-commands.ts
var STARTERS = /* @__PURE__ */ new Set([
  "node",
  "npm",
  "npx",
  "pnpm",
  "pnpx",
  "yarn",
  "bun",
  "bunx",
  "deno",
  "corepack",
  "sh",
  "bash",
  "env",
  "git",
  "make",
  "just",
  "cross-env",
  "dotenv",
  "run-s",
  "run-p",
  "npm-run-all",
  "npm-run-all2",
  "concurrently",
  "turbo",
  "nx",
  "lerna",
  "wireit",
  "tsc",
  "tsx",
  "ts-node",
  "biome",
  "vite",
  "esbuild",
  "tsup",
  "babel",
  "c8",
  "nyc",
  "playwright",
  "cypress",
  "japa",
  "lab",
  "python",
  "python3",
  "pip",
  "uv",
  "poetry",
  "hatch",
  "pdm",
  "coverage",
  "tox",
  "nox",
  "ruff",
  "go",
  "cargo"
]);
function isCheckCommand(name) {
  return STARTERS.has(name) || isCheckTool(name);
}

// src/core/run/runner-words.ts
var PYTHON = /* @__PURE__ */ new Set(["python", "python3"]);
var WRAPPERS = /* @__PURE__ */ new Set(["npx", "pnpx", "bunx"]);
var PACKAGE_MANAGERS = /* @__PURE__ */ new Set(["npm", "pnpm", "yarn", "bun"]);
var EXEC_VERBS = /* @__PURE__ */ new Set(["exec", "dlx", "x"]);
var EXEC_VALUE_OPTIONS = /* @__PURE__ */ new Set(["-p", "--package", "-c", "--call"]);
var PACKAGE_MANAGER_VERBS = /* @__PURE__ */ new Set([
  "add",
  "audit",
  "bin",
  "cache",
  "ci",
  "config",
  "create",
  "dedupe",
  "dlx",
  "exec",
  "fetch",
  "i",
  "import",
  "info",
  "init",
  "install",
  "link",
  "list",
  "ls",
  "outdated",
  "pack",
  "patch",
  "plugin",
  "prune",
  "publish",
  "rebuild",
  "remove",
  "rm",
  "root",
  "run",
  "run-script",
  "set",
  "setup",
  "store",
  "unlink",
  "up",
  "update",
  "upgrade",
  "version",
  "why",
  "workspace",
  "workspaces",
  "x"
]);
function pastExecOptions(words2) {
  let i2 = 0;
  while (i2 < words2.length && words2[i2].startsWith("-") && words2[i2] !== "--")
    i2 += EXEC_VALUE_OPTIONS.has(words2[i2]) ? 2 : 1;
  if (words2[i2] === "--") i2 += 1;
  return words2.slice(i2);
}
function bareTool(words2) {
  const [first, ...rest] = words2;
  if (first === void 0 || !first.includes("/")) return [...words2];
  return [first.slice(first.lastIndexOf("/") + 1), ...rest];
}
function toolWords(words2, packageScripts) {
  let rest = bareTool(words2);
  for (; ; ) {
    const [first, second] = rest;
    if ((first === "uv" || first === "poetry" || first === "pdm") && second === "run")
      rest = rest.slice(2);
    else if (first !== void 0 && WRAPPERS.has(first))
      rest = bareTool(pastExecOptions(rest.slice(1)));
    else if (first !== void 0 && PACKAGE_MANAGERS.has(first) && EXEC_VERBS.has(second ?? ""))
      rest = bareTool(pastExecOptions(rest.slice(2)));
    else if (first !== void 0 && PYTHON.has(first) && second === "-m") rest = rest.slice(2);
    else if ((first === "pnpm" || first === "yarn") && packageScripts !== void 0 && runsBinary(second, packageScripts))
      rest = rest.slice(1);
    else return rest;
  }
}
function runsBinary(name, scripts) {
  return name !== void 0 && !name.startsWith("-") && name !== "test" && !PACKAGE_MANAGER_VERBS.has(name) && !Object.hasOwn(scripts, name);
}
function runnerOf(words2) {
  const [tool2, ...rest] = toolWords(words2);
  const sub = rest[0];
  switch (tool2) {
    case "pytest":
    case "py.test":
      return "pytest";
    case "unittest":
    // nose2 prints unittest's own text-runner output.
    case "nose2":
      return "unittest";
    case "vitest":
      return "vitest";
    case "jest":
      return "jest";
    case "mocha":
      return "mocha";
    case "uvu":
      return "uvu";
    case "ava":
      return rest.includes("--tap") || rest.includes("-t") ? "tap" : "ava";
    case "tap":
      return "node-tap";
    case "tape":
      return "tap";
    case "jasmine":
      return "jasmine";
    case "lab":
      return "lab";
    case "bun":
      return sub === "test" ? "bun" : null;
    case "deno":
      return sub === "test" ? "deno" : null;
    case "gotestsum":
      return "gotestsum";
    case "node":
      return words2.includes("--test") ? "node-test" : nodeEntryRunner(rest);
    case "coverage":
      return coverageRunner(rest);
    case "go":
      return sub === "test" ? "go" : null;
    case "cargo":
      return cargoRunner(rest);
    default:
      return null;
  }
}
function nodeEntryRunner(args) {
  const positional2 = args.filter((word) => !word.startsWith("-"));
  const [entry, next] = positional2;
  if (entry === "ace" && next === "test") return "japa";
  return entry !== void 0 && /^(?:\.\/)?bin\/test\.[cm]?[jt]s$/.test(entry) ? "japa" : null;
}
function coverageRunner(args) {
  if (args[0] !== "run") return null;
  const module = args.indexOf("-m");
  return module === -1 ? null : runnerOf(args.slice(module + 1));
}
function cargoRunner(args) {
  const [sub, next] = args.filter((word) => !word.startsWith("+"));
  if (sub === "test") return "cargo";
  return sub === "nextest" && next === "run" ? "nextest" : null;
}
function simpleWords(text2) {
  const trimmed = text2.trim();
  if (trimmed === "" || /[|&;<>()$`\\"'*?\n{}]/.test(trimmed)) return null;
  return trimmed.split(/\s+/);
}
function packageScriptName(words2, packageScripts) {
  const [pm, first, second] = words2;
  if (pm === void 0 || !PACKAGE_MANAGERS.has(pm)) return null;
  if (first === "test" || first === "t") return "test";
  if ((first === "run" || first === "run-script") && second !== void 0) return second;
  if ((pm === "pnpm" || pm === "yarn") && first !== void 0 && !first.startsWith("-")) {
    if (PACKAGE_MANAGER_VERBS.has(first)) return null;
    if (packageScripts !== void 0 && !Object.hasOwn(packageScripts, first)) return null;
    return first;
  }
  return null;
}
function invocationOf(check2, packageScripts) {
  const words2 = [check2.command, ...check2.args];
  const direct = runnerOf(words2) ?? runnerOf(toolWords(words2, packageScripts));
  if (direct !== null) return { runner: direct, mode: "direct" };
  const script = packageScriptName(words2, packageScripts);
  if (script !== null) {
    const scriptWords = simpleWords(packageScripts[script] ?? "");
    const runner = scriptWords === null ? null : runnerOf(scriptWords);
    const mode = check2.command === "npm" ? "npm-script" : "console";
    if (runner !== null) return { runner, mode };
  }
  const scripted = script !== null ? scriptRunner(packageScripts[script] ?? "") : null;
  return { runner: scriptRunner(check2.script) ?? scripted, mode: "console" };
}
function scriptRunner(script) {
  for (const line of script.split("\n")) {
    for (const part of line.split(/&&|\|\||;/)) {
      const words2 = part.trim().split(/\s+/).filter((w) => w !== "" && !w.includes("="));
      const runner = runnerOf(words2);
      if (runner !== null) return runner;
    }
  }
  return null;
}

// src/core/discovery/commands/command-segments.ts
var BREAKS = /* @__PURE__ */ new Set(["|", "&", ";", "\n", "\r", "(", ")", "`"]);
function commandSegments(text2) {
  const segments = [];
  let current = "";
  const cut = () => {
    if (current.trim() !== "") segments.push(current.trim());
    current = "";
  };
  let i2 = 0;
  while (i2 < text2.length) {
    const c3 = text2[i2];
    if (c3 === "'" || c3 === '"') {
      const close = closingQuote(text2, i2);
      current += text2.slice(i2, close + 1);
      i2 = close + 1;
    } else if (c3 === "\\") {
      current += text2[i2 + 1] === "\n" ? " " : text2.slice(i2, i2 + 2);
      i2 += 2;
    } else if (c3 === "#" && (current === "" || /\s$/.test(current))) {
      const newline = text2.indexOf("\n", i2);
      i2 = newline < 0 ? text2.length : newline;
    } else if (c3 === "$" && text2[i2 + 1] === "(") {
      cut();
      i2 += 2;
    } else if (BREAKS.has(c3)) {
      cut();
      i2 += 1;
    } else {
      current += c3;
      i2 += 1;
    }
  }
  cut();
  return segments;
}
function closingQuote(text2, open) {
  const quote2 = text2[open];
  let j = open + 1;
  while (j < text2.length && text2[j] !== quote2) j += quote2 === '"' && text2[j] === "\\" ? 2 : 1;
  return Math.min(j, text2.length - 1);
}

// src/core/discovery/commands/command-test-files.ts
var PYTEST_VALUES = /* @__PURE__ */ new Set([
  "-k",
  "-m",
  "-p",
  "-c",
  "-o",
  "-n",
  "-W",
  "-r",
  "--rootdir",
  "--ignore",
  "--ignore-glob",
  "--deselect",
  "--confcutdir",
  "--basetemp",
  "--junitxml",
  "--junit-xml",
  "--cov",
  "--cov-report",
  "--cov-config",
  "--durations",
  "--maxfail",
  "--tb",
  "--import-mode",
  "--override-ini",
  "--config-file",
  "--log-level"
]);
var UNITTEST_VALUES = /* @__PURE__ */ new Set(["-k", "--durations"]);
var DISCOVER_OPTIONS = /* @__PURE__ */ new Map([
  ["-s", "start"],
  ["--start-directory", "start"],
  ["-p", "pattern"],
  ["--pattern", "pattern"],
  ["-t", "top"],
  ["--top-level-directory", "top"]
]);
var MOCHA_VALUES = /* @__PURE__ */ new Set([
  "-r",
  "--require",
  "-R",
  "--reporter",
  "-O",
  "--reporter-option",
  "-t",
  "--timeout",
  "-u",
  "--ui",
  "-g",
  "--grep",
  "-f",
  "--fgrep",
  "--config",
  "--package",
  "--file",
  "--ignore",
  "--exclude",
  "--extension",
  "-s",
  "--slow",
  "-j",
  "--jobs"
]);
var PY_FILE = /\.py$/;
var JS_FILE = /\.(?:[cm]?js|[cm]?ts|jsx|tsx)$/;
function commandTestGlobs(words2, cwd) {
  const [tool2, ...args] = toolWords(words2);
  const at = (path6) => joinDir(cwd, path6.replace(/^\.\//, ""));
  switch (tool2) {
    case "pytest":
    case "py.test":
      return named("pytest", positional(args, PYTEST_VALUES), PY_FILE, at);
    case "unittest":
      return unittestGlobs(args, at);
    case "node":
      return args.includes("--test") ? named(
        "node --test",
        positional(args, /* @__PURE__ */ new Set(["--test-reporter", "--import", "-r", "--require"])),
        JS_FILE,
        at
      ) : [];
    case "mocha":
      return mochaGlobs(args, at);
    default:
      return [];
  }
}
function positional(args, values) {
  const found = [];
  for (let i2 = 0; i2 < args.length; i2++) {
    const arg = args[i2];
    if (arg === "--") continue;
    if (arg.startsWith("-")) {
      if (values.has(arg)) i2 += 1;
      continue;
    }
    found.push(arg.split("::")[0]);
  }
  return found;
}
function named(runner, words2, file, at) {
  return words2.flatMap((word) => {
    const glob = file.test(word) ? at(word) : null;
    return glob === null ? [] : [{ name: `command:${runner} ${word}`, glob }];
  });
}
function unittestGlobs(args, at) {
  const discover2 = args.indexOf("discover");
  const rest = positional(args, UNITTEST_VALUES);
  if (discover2 < 0 && rest.length > 0)
    return [...named("unittest", rest, PY_FILE, at), ...dotted(rest, at)];
  const after = discover2 < 0 ? args : args.slice(discover2 + 1);
  const given = /* @__PURE__ */ new Map();
  const words2 = [];
  for (let i2 = 0; i2 < after.length; i2++) {
    const arg = after[i2];
    const eq = arg.startsWith("--") ? arg.indexOf("=") : -1;
    const option = DISCOVER_OPTIONS.get(eq < 0 ? arg : arg.slice(0, eq));
    if (option !== void 0) {
      const value = eq < 0 ? after[++i2] : arg.slice(eq + 1);
      if (value !== void 0) given.set(option, value);
    } else if (arg.startsWith("-")) {
      if (UNITTEST_VALUES.has(arg)) i2 += 1;
    } else words2.push(arg);
  }
  const start = (words2[0] ?? given.get("start") ?? ".").replace(/\/+$/, "");
  const pattern = words2[1] ?? given.get("pattern") ?? "test*.py";
  if (pattern.includes("/")) return [];
  const glob = start === "." || start === "" ? `**/${pattern}` : `${start}/**/${pattern}`;
  const placed2 = at(glob);
  return placed2 === null ? [] : [{ name: `command:unittest discover ${glob}`, glob: placed2 }];
}
function mochaGlobs(args, at) {
  return positional(args, MOCHA_VALUES).flatMap((spec) => {
    const glob = JS_FILE.test(spec) ? at(spec) : null;
    return glob === null ? [] : [{ name: `command:mocha ${spec}`, glob }];
  });
}
var DOTTED = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;
function dotted(words2, at) {
  return words2.flatMap((word) => {
    if (!DOTTED.test(word) || PY_FILE.test(word)) return [];
    const parts = word.split(".");
    return parts.flatMap((_, i2) => {
      const stem = parts.slice(0, i2 + 1).join("/");
      return [`${stem}.py`, `${stem}/__init__.py`].flatMap((path6) => {
        const glob = at(path6);
        return glob === null ? [] : [{ name: `command:unittest ${word}`, glob }];
      });
    });
  });
}

// src/core/discovery/commands/command-words.ts
var ASSIGNMENT = /^[A-Za-z_][A-Za-z0-9_]*=/;
var KEYWORDS = /* @__PURE__ */ new Set([
  "then",
  "do",
  "else",
  "{",
  "(",
  "!",
  "time",
  "exec",
  "command",
  "builtin"
]);
var PASS_THROUGH = {
  env: ["-u", "--unset", "-C", "--chdir", "-S"],
  sudo: ["-u", "-g", "-C", "-D", "-h", "-p", "-U"],
  nice: ["-n"],
  ionice: ["-c", "-n"],
  stdbuf: ["-i", "-o", "-e"],
  "xvfb-run": ["-s", "--server-args", "-n", "--server-num", "-e", "-f", "-w"],
  catchsegv: [],
  nohup: [],
  unbuffer: [],
  timeout: ["-s", "--signal", "-k", "--kill-after"]
};
function skipOptions(args, valueOptions) {
  let i2 = 0;
  while (i2 < args.length && args[i2].startsWith("-")) i2 += valueOptions.includes(args[i2]) ? 2 : 1;
  return i2;
}
function commandWords(words2) {
  let i2 = 0;
  while (i2 < words2.length) {
    const word = words2[i2];
    if (ASSIGNMENT.test(word) || KEYWORDS.has(word)) i2 += 1;
    else if (Object.hasOwn(PASS_THROUGH, word)) {
      i2 += 1 + skipOptions(words2.slice(i2 + 1), PASS_THROUGH[word]);
      if (word === "timeout") i2 += 1;
    } else break;
  }
  return words2.slice(i2);
}
function assignmentsIn(words2) {
  const assigned = {};
  for (const word of words2) {
    if (!ASSIGNMENT.test(word)) continue;
    const eq = word.indexOf("=");
    assigned[word.slice(0, eq)] = word.slice(eq + 1);
  }
  return assigned;
}
function toolName(word) {
  return baseName(word).replace(/\.(exe|cmd|bat)$/i, "").replace(/^(python|pip|pypy)\d+(\.\d+)?$/, "$1");
}

// src/core/discovery/commands/shell-words.ts
var SHELL_SYNTAX = /* @__PURE__ */ new Set([
  "|",
  "&",
  ";",
  "<",
  ">",
  "(",
  ")",
  "$",
  "`",
  "*",
  "?",
  "[",
  "]",
  "{",
  "}",
  "!",
  "\n",
  "\r"
]);
var RESERVED = /* @__PURE__ */ new Set([
  "if",
  "then",
  "else",
  "elif",
  "fi",
  "for",
  "while",
  "until",
  "do",
  "done",
  "case",
  "esac",
  "function",
  "select",
  "time",
  "coproc",
  "[[",
  "!"
]);
var ASSIGNMENT2 = /^[A-Za-z_][A-Za-z0-9_]*=/;
function readDoubleQuoted(text2, start, out) {
  let i2 = start;
  while (i2 < text2.length) {
    const c3 = text2[i2];
    if (c3 === '"') return i2 + 1;
    if (c3 === "$" || c3 === "`") out.shell = true;
    if (c3 === "\\" && i2 + 1 < text2.length && '$`"\\\n'.includes(text2[i2 + 1])) {
      out.value += text2[i2 + 1];
      i2 += 2;
      continue;
    }
    out.value += c3;
    i2 += 1;
  }
  return -1;
}
function scan(text2, stopAtOperator) {
  const words2 = [];
  let word = "";
  let inWord = false;
  let needsShell = false;
  let i2 = 0;
  const flush = () => {
    if (inWord) words2.push(word);
    word = "";
    inWord = false;
  };
  while (i2 < text2.length) {
    const c3 = text2[i2];
    if (c3 === " " || c3 === "	") {
      flush();
      i2 += 1;
    } else if (c3 === "'") {
      const close = text2.indexOf("'", i2 + 1);
      if (close < 0) return { words: words2, end: text2.length, needsShell: true };
      word += text2.slice(i2 + 1, close);
      inWord = true;
      i2 = close + 1;
    } else if (c3 === '"') {
      const out = { value: "", shell: false };
      const next = readDoubleQuoted(text2, i2 + 1, out);
      if (next < 0) return { words: words2, end: text2.length, needsShell: true };
      needsShell ||= out.shell;
      word += out.value;
      inWord = true;
      i2 = next;
    } else if (c3 === "\\") {
      if (i2 + 1 >= text2.length || text2[i2 + 1] === "\n") needsShell = true;
      word += text2[i2 + 1] ?? "";
      inWord = true;
      i2 += 2;
    } else if (SHELL_SYNTAX.has(c3) || (c3 === "#" || c3 === "~") && !inWord) {
      needsShell = true;
      const isOperator = "|&;<>()\n\r".includes(c3) || c3 === "#";
      if (stopAtOperator && isOperator) {
        flush();
        return { words: words2, end: i2, needsShell };
      }
      word += c3;
      inWord = true;
      i2 += 1;
    } else {
      if (c3 === "=" && words2.length === 0 && ASSIGNMENT2.test(`${word}=`)) needsShell = true;
      word += c3;
      inWord = true;
      i2 += 1;
    }
  }
  flush();
  return { words: words2, end: i2, needsShell };
}
function plainWords(text2) {
  const { words: words2, needsShell } = scan(text2.trim(), false);
  if (needsShell || words2.length === 0 || RESERVED.has(words2[0])) return null;
  return words2;
}
function leadingWords(text2) {
  return scan(text2.trim(), true).words;
}

// src/core/discovery/executed/coverage-plugin-files.ts
var COVERAGE_SETTINGS = [".coveragerc", "setup.cfg", "tox.ini", "pyproject.toml"];
var COVERAGE_RCFILE = "COVERAGE_RCFILE";
function namedSettings(words2, env2) {
  const named3 = words2.flatMap((word, i2) => {
    const option = /^--(?:cov-config|rcfile)(=(.*))?$/.exec(word);
    if (option === null) return [];
    const value = option[1] === void 0 ? words2[i2 + 1] : option[2];
    return value === void 0 || value === "" ? [] : [value];
  });
  const fromEnv = env2[COVERAGE_RCFILE];
  if (fromEnv !== void 0 && fromEnv !== "") named3.push(fromEnv);
  return named3;
}
var RUN_SECTION = /^[ \t]*\[[ \t]*(?:run|coverage:run|tool\.coverage\.run)[ \t]*\][ \t]*$/gm;
var PLUGINS = /^[ \t]*plugins[ \t]*=[ \t]*(\[[^\]]*\]|.*(?:\n[ \t]+[^\s[].*)*)/m;
var MODULE2 = /^[A-Za-z_][\w.]*$/;
function settingsPlugins(text2) {
  const found = [];
  for (const section of text2.matchAll(RUN_SECTION)) {
    const start = (section.index ?? 0) + section[0].length;
    const body = text2.slice(start).split(/^[ \t]*\[/m)[0] ?? "";
    const value = PLUGINS.exec(body)?.[1] ?? "";
    for (const word of value.replace(/#.*$/gm, "").split(/[\s,"'[\]]+/)) {
      if (MODULE2.test(word)) found.push(word);
    }
  }
  return found;
}
function coveragePluginFiles(f, given, cwd) {
  const paths = (given.length > 0 ? given : COVERAGE_SETTINGS).map((name) => joinDir(cwd, name)).filter((path6) => path6 !== null && atBase(f.tree, path6));
  const plugins = paths.flatMap(
    (path6) => settingsPlugins(f.text(path6) ?? "").flatMap((name) => moduleFiles(f, name, cwd))
  );
  return { named: given.length > 0 ? paths : [], plugins: [...new Set(plugins)] };
}

// src/core/discovery/executed/django-runner-files.ts
var SETTINGS = /(^|\/)(?:[\w-]*settings[\w-]*\.py|settings\/[\w-]+\.py)$/;
var MAX_SETTINGS = 50;
function runsDjangoTests(words2) {
  const manage = words2.findIndex(
    (w) => baseName(w) === "manage.py" || baseName(w) === "django-admin"
  );
  return manage >= 0 && words2.slice(manage + 1).includes("test");
}
function djangoRunnerFiles(f) {
  const settings = [...f.tree.kinds.keys()].filter((p) => SETTINGS.test(p)).slice(0, MAX_SETTINGS);
  const found = /* @__PURE__ */ new Set();
  for (const path6 of settings) {
    const text2 = f.text(path6);
    if (text2 === void 0) continue;
    for (const m of text2.matchAll(/^\s*TEST_RUNNER\s*(?::[^=\n]*)?=\s*["']([\w.]+)\.\w+["']/gm)) {
      for (const file of moduleFiles(f, m[1], "")) found.add(file);
    }
  }
  return [...found];
}

// src/core/discovery/commands/kinds.ts
var RANK = {
  testlock: 6,
  test: 5,
  typecheck: 4,
  lint: 3,
  install: 2,
  context: 1,
  other: 0
};
function strongest(kinds) {
  let best2 = "other";
  for (const kind of kinds) if (RANK[kind] > RANK[best2]) best2 = kind;
  return best2;
}
function isCheckKind(kind) {
  return kind === "test" || kind === "typecheck" || kind === "lint";
}
var NOT_A_CHECK = /^(build|compile|bundle|dist|package|release|deploy|publish|docs?|clean|install|setup|bootstrap|prepare|prepublish\w*|start|dev|serve|watch|fmt|format|fix|generate|gen|bench\w*)([:_.-]|$)/;
var FORMAT_CHECK = /(fmt|format)[-_:]?check|check[-_:]?(fmt|format)/;
var FIX_TASK = /(^|[:_.-])(fix|autofix|write|format|fmt)([:_.-]|$)/;
var TYPECHECK = /(^|[^a-z])(type-?check(ing|s)?|types?|typing|mypy|pyright|tsc|check-types|vet)([^a-z]|$)/;
var LINT = /(^|[^a-z])(lint(ing|er|s)?|flake8|ruff|pylint|style|pre-?commit|eslint|clippy|check-?format|format-?check|fmt-?check)([^a-z]|$)/;
var TEST = /(^|[^a-z])(run_?tests?|tests?|specs?|unit|e2e|integration|coverage|cov|pytest|check|ci)([^a-z]|$)|^(py|pypy)\d/;
function kindFromName(name) {
  const n2 = name.toLowerCase().replace(/\.(sh|bash|py|js|mjs|cjs|ts|ps1|cmd|bat)$/, "");
  if (FORMAT_CHECK.test(n2)) return "lint";
  if (NOT_A_CHECK.test(n2) || FIX_TASK.test(n2)) return "other";
  if (TYPECHECK.test(n2)) return "typecheck";
  if (LINT.test(n2)) return "lint";
  if (TEST.test(n2)) return "test";
  return void 0;
}

// src/core/discovery/commands/interpreters.ts
var ENV_RUNNERS = {
  uv: [
    "--with",
    "--extra",
    "--group",
    "--python",
    "-p",
    "--package",
    "--directory",
    "--project",
    "--env-file",
    "--only-group",
    "--with-requirements"
  ],
  poetry: ["-C", "--directory", "-P", "--project"],
  pdm: ["-p", "--project"],
  rye: [],
  pipenv: [],
  hatch: ["-e", "--env"],
  conda: ["-n", "--name", "-p", "--prefix", "--cwd"],
  micromamba: ["-n", "--name", "-p", "--prefix"],
  bundle: []
};
function scriptKind(path6) {
  return path6 === void 0 ? "other" : kindFromName(baseName(path6)) ?? "other";
}
function python(args, env2, depth2, c3) {
  let i2 = 0;
  while (i2 < args.length && args[i2].startsWith("-")) {
    const arg = args[i2];
    if (arg === "-m") {
      const module = args[i2 + 1];
      if (module === "unittest" || module === "xmlrunner") return { kind: "test" };
      return module === void 0 ? { kind: "other" } : c3.words([module, ...args.slice(i2 + 2)], env2, depth2 + 1);
    }
    if (arg === "-c") return { kind: "other" };
    i2 += arg === "-W" || arg === "-X" ? 2 : 1;
  }
  const script = args[i2];
  const sub = args[i2 + 1];
  const name = script === void 0 ? "" : baseName(script);
  if ((name === "manage.py" || name === "setup.py") && sub !== void 0) {
    return {
      kind: sub === "test" ? "test" : sub === "install" || sub === "develop" ? "install" : "other"
    };
  }
  return { kind: scriptKind(script) };
}
function coverage(args, env2, depth2, c3) {
  if (args[0] !== "run") return { kind: "other" };
  return python(
    args.slice(1).filter((a2) => !a2.startsWith("--")),
    env2,
    depth2,
    c3
  );
}
function envRunner(tool2, args, env2, depth2, c3) {
  const sub = args[0];
  if (tool2 === "hatch" && sub === "test") return { kind: "test" };
  if (tool2 === "hatch" && sub === "fmt")
    return { kind: args.includes("--check") ? "lint" : "other" };
  if (sub !== "run" && sub !== "exec") return { kind: sub === "activate" ? "context" : "install" };
  const rest = args.slice(1);
  const target = rest.slice(skipOptions(rest, ENV_RUNNERS[tool2] ?? []));
  const inner = c3.words(target, env2, depth2 + 1);
  if (inner.kind !== "other" || target[0] === void 0) return inner;
  return { kind: kindFromName(target[0]) ?? "other" };
}
function node(args) {
  if (args.includes("--test")) return { kind: "test" };
  if (args[0] === "--run") return { kind: kindFromName(args[1] ?? "") ?? "other" };
  return { kind: scriptKind(args.find((a2) => !a2.startsWith("-"))) };
}
function shell(args, env2, depth2, c3) {
  const flag = args.indexOf("-c");
  if (flag >= 0) return { kind: c3.script(args[flag + 1] ?? "", env2, depth2 + 1) };
  return { kind: scriptKind(args.find((a2) => !a2.startsWith("-"))) };
}

// src/core/discovery/executed/follow-interpreters.ts
var SCRIPT = { how: "interpreter", evenAbsent: true, besideScript: true };
var PRELOAD = { how: "preload", evenAbsent: false, besideScript: true };
var DOTENV = { how: "dotenv", evenAbsent: true, besideScript: false };
var SHELLS = /* @__PURE__ */ new Set(["bash", "sh", "zsh", "dash", "ksh", "ash"]);
var PLAIN = {
  node: [
    "-r",
    "--require",
    "--import",
    "--loader",
    "--experimental-loader",
    "--env-file",
    "--env-file-if-exists",
    "--conditions",
    "-C",
    "--input-type",
    "--stack-size"
  ],
  tsx: ["-r", "--require", "--import", "--tsconfig", "--env-file"],
  "ts-node": ["-r", "--require", "-P", "--project", "-C", "--compiler", "-O", "--compiler-options"],
  "ts-node-esm": ["-P", "--project"],
  ruby: ["-I", "-r", "-C", "-E"],
  perl: ["-I", "-M", "-m"],
  python: ["-W", "-X", "-Q"],
  pypy: ["-W", "-X"]
};
var CODE = /* @__PURE__ */ new Set(["-c", "-e", "--eval", "-p", "--print"]);
var PRELOADS = /* @__PURE__ */ new Set(["-r", "--require", "--import", "--loader", "--experimental-loader"]);
var ENV_FILES = /* @__PURE__ */ new Set(["--env-file", "--env-file-if-exists"]);
var EXECUTORS = {
  npx: ["-p", "--package", "-c", "--call"],
  bunx: ["-p", "--package"],
  pnpx: [],
  xargs: ["-I", "-n", "-P", "-d", "-L", "-s", "-a", "-E"]
};
function followInterpreter(f, tool2, args, ctx) {
  if (SHELLS.has(tool2)) shell2(f, args, ctx);
  else if ((tool2 === "source" || tool2 === ".") && args[0] !== void 0)
    f.file(args[0], ctx, SCRIPT);
  else if ((tool2 === "python" || tool2 === "pypy") && args.includes("-m"))
    pythonModule(f, args, ctx);
  else if (tool2 === "coverage" && args[0] === "run") coverageRun(f, args.slice(1), ctx);
  else if (Object.hasOwn(PLAIN, tool2)) plain(f, args, PLAIN[tool2], ctx);
  else if (tool2 === "deno" && args[0] === "run")
    plain(f, args.slice(1), ["--config", "-c", "--import-map", "--env-file"], ctx);
  else if (tool2 === "go" && args[0] === "run") goRun(f, args.slice(1), ctx);
  else if (Object.hasOwn(EXECUTORS, tool2))
    f.command(args.slice(skipOptions(args, EXECUTORS[tool2])), { ...ctx, depth: ctx.depth + 1 });
  else if (Object.hasOwn(ENV_RUNNERS, tool2)) envRunner2(f, tool2, args, ctx);
  else if (tool2 === "dotenv" || tool2 === "env-cmd") dotenvRunner(f, args, ctx);
  else if (tool2 === "cross-env" || tool2 === "cross-env-shell")
    f.command(args, { ...ctx, depth: ctx.depth + 1 });
}
function shell2(f, args, ctx) {
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    if (/^-[a-zA-Z]*c[a-zA-Z]*$/.test(arg)) {
      f.script(args[i2 + 1] ?? "", { ...ctx, depth: ctx.depth + 1 });
      return;
    }
    if (/^[-+][a-zA-Z]*[oO]$/.test(arg) || arg === "--rcfile" || arg === "--init-file") {
      i2 += 1;
    } else if (!arg.startsWith("-") && !arg.startsWith("+")) {
      f.file(arg, ctx, SCRIPT);
      return;
    }
  }
}
function plain(f, args, valued, ctx) {
  const script = preloadOptions(f, args, valued, ctx);
  if (script !== null) f.file(script, ctx, SCRIPT);
}
function preloadOptions(f, args, valued, ctx) {
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    const eq = arg.indexOf("=");
    const name = arg.startsWith("--") && eq > 0 ? arg.slice(0, eq) : arg;
    const value = name !== arg ? arg.slice(eq + 1) : args[i2 + 1];
    if (CODE.has(name)) return null;
    if (arg === "--") continue;
    if (name.startsWith("-")) {
      if (value !== void 0 && PRELOADS.has(name) && /^\.{0,2}\//.test(value))
        f.file(value, ctx, PRELOAD);
      if (value !== void 0 && ENV_FILES.has(name)) f.file(value, ctx, DOTENV);
      if (name === arg && valued.includes(name)) i2 += 1;
      continue;
    }
    return arg;
  }
  return null;
}
var NODE_VALUED = PLAIN.node;
function pythonModule(f, args, ctx) {
  const module = args[args.indexOf("-m") + 1];
  if (module === void 0 || !/^[A-Za-z_][\w.]*$/.test(module)) return;
  const base = module.split(".").join("/");
  const candidates = [`${base}.py`, `${base}/__main__.py`, `${base}/__init__.py`];
  const present2 = candidates.filter((c3) => {
    const path6 = joinDir(ctx.cwd, c3);
    return path6 !== null && atBase(f.tree, path6);
  });
  for (const c3 of present2)
    f.file(c3, ctx, { how: "module", evenAbsent: false, besideScript: false });
}
function coverageRun(f, args, ctx) {
  const script = args.find((a2) => !a2.startsWith("-"));
  if (args.includes("-m")) pythonModule(f, args, ctx);
  else if (script !== void 0) f.file(script, ctx, SCRIPT);
}
function goRun(f, args, ctx) {
  const rest = args.slice(
    skipOptions(args, ["-C", "-exec", "-tags", "-ldflags", "-gcflags", "-mod", "-o", "-p"])
  );
  const target = rest[0];
  if (target === void 0) return;
  if (target.endsWith(".go")) {
    for (const file of rest.filter((a2) => a2.endsWith(".go"))) f.file(file, ctx, SCRIPT);
    return;
  }
  if (!target.startsWith(".")) return;
  const dir = joinDir(ctx.cwd, target);
  if (dir === null) return;
  const inPackage = (path6) => path6.startsWith(dir === "" ? "" : `${dir}/`) && !path6.slice(dir === "" ? 0 : dir.length + 1).includes("/") && path6.endsWith(".go") && !path6.endsWith("_test.go");
  const files = new Set([...f.tree.kinds.keys(), ...f.tree.headPaths].filter(inPackage));
  const request2 = { how: "interpreter", evenAbsent: true, besideScript: false };
  for (const path6 of [...files].sort()) f.file(path6, { ...ctx, cwd: "" }, request2);
  if (dir !== "" && atBase(f.tree, inDir(dir, "go.mod")))
    f.file(inDir(dir, "go.mod"), { ...ctx, cwd: "" }, request2);
}
function envRunner2(f, tool2, args, ctx) {
  const sub = args[0];
  if (sub !== "run" && sub !== "exec") return;
  const rest = args.slice(1);
  const start = skipOptions(rest, ENV_RUNNERS[tool2] ?? []);
  for (let i2 = 0; i2 < start; i2 += 1) {
    if (rest[i2] === "--env-file" && rest[i2 + 1] !== void 0) f.file(rest[i2 + 1], ctx, DOTENV);
    if (rest[i2].startsWith("--env-file="))
      f.file(rest[i2].slice("--env-file=".length), ctx, DOTENV);
  }
  f.command(rest.slice(start), { ...ctx, depth: ctx.depth + 1 });
}
function dotenvRunner(f, args, ctx) {
  let i2 = 0;
  while (i2 < args.length && args[i2].startsWith("-") && args[i2] !== "--") {
    if (["-e", "-f", "--file"].includes(args[i2]) && args[i2 + 1] !== void 0) {
      f.file(args[i2 + 1], ctx, DOTENV);
      i2 += 2;
    } else i2 += 1;
  }
  if (args[i2] === "--") i2 += 1;
  f.command(args.slice(i2), { ...ctx, depth: ctx.depth + 1 });
}

// src/core/discovery/executed/follow-environment.ts
var RUNS = { how: "runs", evenAbsent: true, besideScript: false };
var PRELOAD2 = { how: "preload", evenAbsent: false, besideScript: false };
var ARGUMENT = { how: "argument", evenAbsent: false, besideScript: false };
var SHELL_STARTUP = ["BASH_ENV", "ENV"];
var CARGO_PROGRAMS = [
  "RUSTC",
  "RUSTC_WRAPPER",
  "RUSTC_WORKSPACE_WRAPPER",
  "RUSTDOC",
  "CARGO_BUILD_RUSTC",
  "CARGO_BUILD_RUSTC_WRAPPER",
  "CARGO_BUILD_RUSTC_WORKSPACE_WRAPPER",
  "CARGO_BUILD_RUSTDOC"
];
var CARGO_RUNNER = /^CARGO_TARGET_[A-Z0-9_]+_RUNNER$/;
var GO_PROGRAMS = /* @__PURE__ */ new Set(["-toolexec", "-exec"]);
var GO_FILES = /* @__PURE__ */ new Set(["-overlay", "-modfile"]);
function nodeOptions(name) {
  return name === "NODE_OPTIONS" || name.toLowerCase() === "npm_config_node_options";
}
function namesLoadedFiles(name) {
  return PYTEST_ENV.includes(name) || name === COVERAGE_RCFILE || nodeOptions(name) || name === "RUBYOPT" || name === "GOFLAGS" || SHELL_STARTUP.includes(name) || CARGO_PROGRAMS.includes(name) || CARGO_RUNNER.test(name);
}
function words(value) {
  return plainWords(value) ?? value.split(/\s+/).filter(Boolean);
}
function program(f, value, ctx) {
  const [first] = words(value);
  if (first?.includes("/")) f.file(first, ctx, RUNS);
}
function rubyOptions(f, value, ctx) {
  const list2 = words(value);
  list2.forEach((word, i2) => {
    const given = word === "-r" ? list2[i2 + 1] : word.startsWith("-r") ? word.slice(2) : void 0;
    if (given !== void 0 && /^\.{1,2}\//.test(given)) f.file(given, ctx, PRELOAD2);
  });
}
function goFlags(f, value, ctx) {
  const list2 = words(value);
  list2.forEach((word, i2) => {
    const eq = word.indexOf("=");
    const name = (eq > 0 ? word.slice(0, eq) : word).replace(/^--/, "-");
    const given = eq > 0 ? word.slice(eq + 1) : list2[i2 + 1];
    if (given === void 0) return;
    if (GO_PROGRAMS.has(name)) program(f, given, ctx);
    else if (GO_FILES.has(name)) f.file(given, ctx, ARGUMENT);
  });
}
function withEnvironment(f, env2, ctx) {
  if (Object.keys(env2).length === 0) return ctx;
  followEnvironment(f, env2, ctx);
  return { ...ctx, env: { ...ctx.env, ...env2 } };
}
function followEnvironment(f, env2, ctx) {
  for (const [name, value] of Object.entries(env2)) {
    if (value === "") continue;
    if (nodeOptions(name)) preloadOptions(f, words(value), NODE_VALUED, ctx);
    else if (name === "RUBYOPT") rubyOptions(f, value, ctx);
    else if (SHELL_STARTUP.includes(name)) f.file(value, ctx, RUNS);
    else if (CARGO_PROGRAMS.includes(name) || CARGO_RUNNER.test(name)) program(f, value, ctx);
    else if (name === "GOFLAGS") goFlags(f, value, ctx);
  }
}

// src/core/discovery/readers/tox.ts
function substituteTox(line) {
  let ok = true;
  const out = line.replace(/\{([^{}]*)\}/g, (_whole, inner) => {
    if (inner === "posargs") return "";
    if (inner.startsWith("posargs:")) return inner.slice("posargs:".length);
    if (inner === "toxinidir" || inner === "tox_root") return ".";
    if (inner === "envpython" || inner === "env_python") return "python";
    if (inner === "/") return "/";
    const env2 = /^env:([A-Za-z_]\w*)(?::(.*))?$/.exec(inner);
    if (env2 !== null) return env2[2] === void 0 ? `$${env2[1]}` : `\${${env2[1]}:-${env2[2]}}`;
    ok = false;
    return inner;
  });
  return ok ? out.trim() : void 0;
}
function factorApplies(factors, env2) {
  const envFactors = new Set((env2 ?? "").split("-"));
  return factors.split(",").some((f) => f.startsWith("!") ? !envFactors.has(f.slice(1)) : envFactors.has(f));
}
function commandLines(value, env2) {
  const lines = [];
  for (const raw of value.split("\n")) {
    const conditional2 = /^([\w!,.-]+):\s+(.*)$/.exec(raw);
    if (conditional2 !== null && !factorApplies(conditional2[1], env2)) continue;
    const line = substituteTox((conditional2?.[2] ?? raw).replace(/^[-!]\s*/, ""));
    if (line === void 0) return void 0;
    if (line !== "") lines.push(line);
  }
  return lines;
}
function toxEnv(ini, env2) {
  const own = env2 === void 0 ? void 0 : ini.get(`testenv:${env2}`)?.get("commands");
  const section = own !== void 0 ? `testenv:${env2}` : "testenv";
  const value = own ?? ini.get("testenv")?.get("commands");
  if (value === void 0) return void 0;
  return { lines: commandLines(value, env2), section };
}
function expandBraces(name) {
  const group2 = /\{([^{}]*)\}/.exec(name);
  if (group2 === null) return [name];
  const head = name.slice(0, group2.index);
  const tail = name.slice(group2.index + group2[0].length);
  return group2[1].split(",").flatMap((part) => expandBraces(`${head}${part.trim()}${tail}`));
}
function splitEnvList(list2) {
  const names = [];
  let depth2 = 0;
  let current = "";
  for (const c3 of list2) {
    if (c3 === "{") depth2 += 1;
    if (c3 === "}") depth2 -= 1;
    if (depth2 === 0 && (c3 === "," || c3 === "\n")) {
      names.push(current.trim());
      current = "";
    } else current += c3;
  }
  names.push(current.trim());
  return names.filter((n2) => n2 !== "");
}
function toxEnvList(ini) {
  const list2 = ini.get("tox")?.get("envlist") ?? ini.get("tox")?.get("env_list") ?? "";
  return splitEnvList(list2).flatMap(expandBraces);
}

// src/core/discovery/commands/python-runners.ts
function optionValues(args, flags) {
  const values = [];
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    for (const flag of flags) {
      if (arg === flag) values.push(...(args[i2 + 1] ?? "").split(","));
      else if (arg.startsWith(`${flag}=`)) values.push(...arg.slice(flag.length + 1).split(","));
      else if (flag.length === 2 && arg.startsWith(flag) && !arg.startsWith("--"))
        values.push(...arg.slice(2).split(","));
    }
  }
  return values.length > 0 ? values.filter((v) => v !== "") : void 0;
}
function envKind(commandKind, name) {
  if (isCheckKind(commandKind)) return commandKind;
  const byName = name === void 0 ? void 0 : kindFromName(name);
  return byName !== void 0 && byName !== "other" ? byName : "test";
}
function tox(args, env2, depth2, c3) {
  const path6 = inDir(env2.dir, "tox.ini");
  const ini = env2.files.ini(path6);
  const named3 = optionValues(args, ["-e", "--env"]);
  if (ini === void 0)
    return { kind: strongest((named3 ?? ["test"]).map((n2) => envKind("other", n2))) };
  const envs = named3 ?? toxEnvList(ini);
  const kinds = (envs.length > 0 ? envs : [void 0]).map((name) => {
    const lines = toxEnv(ini, name)?.lines ?? [];
    return envKind(strongest(lines.map((l) => c3.script(l, env2, depth2 + 1))), name);
  });
  const result = { kind: strongest(kinds) };
  if (!env2.isInstalled("tox")) {
    const resolved = (named3 ?? [void 0]).map((name) => toxEnv(ini, name));
    const lines = resolved.flatMap((r) => r?.lines ?? []);
    if (lines.length > 0 && resolved.every((r) => r?.lines !== void 0)) {
      const sections = resolved.map((r) => `[${r.section}]`).join(" ");
      result.replacement = {
        lines,
        script: lines.join("\n"),
        source: `${path6} ${sections} commands`
      };
    }
  }
  return result;
}
function sessionNamed(sessions, name) {
  const bare = name.replace(/-\d+(\.\d+)*$/, "").replace(/\(.*\)$/, "");
  return sessions.find((s) => s.name === name || s.name === bare);
}
function nox(args, env2, depth2, c3) {
  const sessions = env2.files.noxfile(env2.dir);
  const named3 = optionValues(args, ["-s", "--session", "--sessions", "-e"]);
  if (sessions === void 0)
    return { kind: strongest((named3 ?? ["test"]).map((n2) => envKind("other", n2))) };
  const chosen = named3 === void 0 ? sessions : named3.map((n2) => sessionNamed(sessions, n2));
  const kinds = chosen.map((s, i2) => {
    const calls = s?.calls ?? [];
    const kind = strongest(
      calls.map(
        (call3) => call3.words === void 0 ? "other" : c3.words(call3.words, env2, depth2 + 1).kind
      )
    );
    return envKind(kind, s?.name ?? named3?.[i2]);
  });
  const result = { kind: strongest(kinds) };
  const only = chosen.length === 1 ? chosen[0] : void 0;
  const call2 = only?.calls.length === 1 ? only.calls[0] : void 0;
  if (!env2.isInstalled("nox") && call2?.words !== void 0) {
    const replacement = {
      argv: call2.words,
      script: call2.text,
      source: `${inDir(env2.dir, "noxfile.py")} session ${only.name}`
    };
    result.replacement = replacement;
  }
  return result;
}

// src/core/discovery/readers/nox.ts
var DECORATOR = /^(\s*)@(?:nox\.)?session\b(.*)$/;
var DEF = /^(\s*)def\s+([A-Za-z_]\w*)\s*\(/;
var STRING = /^(?:[rRbBuU]?)("([^"\\]|\\.)*"|'([^'\\]|\\.)*')$/;
function balanced(text2, open) {
  let depth2 = 0;
  let quote2;
  for (let i2 = open; i2 < text2.length; i2 += 1) {
    const c3 = text2[i2];
    if (quote2 !== void 0) {
      if (c3 === "\\") i2 += 1;
      else if (c3 === quote2) quote2 = void 0;
    } else if (c3 === '"' || c3 === "'") quote2 = c3;
    else if (c3 === "(" || c3 === "[") depth2 += 1;
    else if (c3 === ")" || c3 === "]") {
      depth2 -= 1;
      if (depth2 === 0) return text2.slice(open + 1, i2);
    }
  }
  return void 0;
}
function splitArgs(args) {
  const parts = [];
  let depth2 = 0;
  let quote2;
  let start = 0;
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const c3 = args[i2];
    if (quote2 !== void 0) {
      if (c3 === "\\") i2 += 1;
      else if (c3 === quote2) quote2 = void 0;
    } else if (c3 === '"' || c3 === "'") quote2 = c3;
    else if ("([{".includes(c3)) depth2 += 1;
    else if (")]}".includes(c3)) depth2 -= 1;
    else if (c3 === "," && depth2 === 0) {
      parts.push(args.slice(start, i2).trim());
      start = i2 + 1;
    }
  }
  parts.push(args.slice(start).trim());
  return parts.filter((p) => p !== "");
}
function callWords(args) {
  const words2 = [];
  for (const arg of splitArgs(args)) {
    if (/^\*\s*session\.posargs$/.test(arg) || /^\w+\s*=/.test(arg)) continue;
    const literal = STRING.exec(arg);
    if (literal === null) return void 0;
    words2.push(literal[1].slice(1, -1).replace(/\\(.)/g, "$1"));
  }
  return words2.length > 0 ? words2 : void 0;
}
function runCalls(body) {
  const calls = [];
  for (const match of body.matchAll(/\bsession\.run\s*\(/g)) {
    const open = match.index + match[0].length - 1;
    const args = balanced(body, open);
    if (args === void 0) continue;
    calls.push({ text: body.slice(match.index, open + args.length + 2), words: callWords(args) });
  }
  return calls;
}
function parseNoxfile(text2) {
  const lines = text2.split(/\r?\n/);
  const sessions = [];
  for (let i2 = 0; i2 < lines.length; i2 += 1) {
    const decorator = DECORATOR.exec(lines[i2]);
    if (decorator === null) continue;
    let j = i2 + 1;
    while (j < lines.length && !DEF.test(lines[j])) j += 1;
    const def = DEF.exec(lines[j] ?? "");
    if (def === null) break;
    const explicit = /name\s*=\s*["']([^"']+)["']/.exec(decorator[2])?.[1];
    const indent = def[1].length;
    let end = j + 1;
    while (end < lines.length && (lines[end].trim() === "" || /^\s*/.exec(lines[end])[0].length > indent))
      end += 1;
    sessions.push({
      name: explicit ?? def[2],
      calls: runCalls(lines.slice(j + 1, end).join("\n"))
    });
    i2 = end - 1;
  }
  return sessions;
}

// src/core/discovery/executed/follow-nox.ts
function followNox(f, args, ctx) {
  const path6 = inDir(ctx.cwd, "noxfile.py");
  if (!atBase(f.tree, path6)) return;
  const text2 = f.text(path6);
  if (text2 === void 0) return;
  const sessions = parseNoxfile(text2);
  const named3 = optionValues(args, ["-s", "--session", "--sessions", "-e"]);
  const chosen = named3 === void 0 ? sessions : named3.map((n2) => sessionNamed(sessions, n2));
  for (const session of chosen) {
    if (session === void 0 || !f.once(`${path6} session ${session.name}`)) continue;
    const inner = {
      ...ctx,
      via: [...ctx.via, `${path6} session ${session.name}`],
      depth: ctx.depth + 1
    };
    for (const call2 of session.calls) if (call2.words !== void 0) f.command(call2.words, inner);
  }
}

// src/core/discovery/executed/follow-package-scripts.ts
var LIFECYCLE = /* @__PURE__ */ new Set(["test", "start", "stop", "restart"]);
var ALIASES = { t: "test", tst: "test" };
var RUN = /* @__PURE__ */ new Set(["run", "run-script", "rum", "urn"]);
var EXEC = /* @__PURE__ */ new Set(["exec", "x", "dlx"]);
var DIR_OPTIONS = {
  npm: ["--prefix", "-w", "--workspace"],
  pnpm: ["-C", "--dir"],
  yarn: ["--cwd"],
  bun: ["--cwd"]
};
var VALUED = /* @__PURE__ */ new Set(["--filter", "-F", "--loglevel", "--reporter"]);
var RUNNERS = /* @__PURE__ */ new Set(["run-s", "run-p", "npm-run-all", "npm-run-all2"]);
function followPackageManager(f, tool2, args, ctx) {
  if (tool2 === "node") {
    if (args[0] === "--run" && args[1] !== void 0)
      runScripts(f, [args[1]], ctx.cwd, ctx, false, false);
    return args[0] === "--run";
  }
  if (RUNNERS.has(tool2)) {
    runScripts(
      f,
      args.filter((a2) => !a2.startsWith("-")),
      ctx.cwd,
      ctx
    );
    return true;
  }
  if (tool2 === "concurrently") {
    for (const arg of args.filter((a2) => !a2.startsWith("-"))) {
      if (arg.startsWith("npm:")) runScripts(f, [arg.slice(4)], ctx.cwd, ctx);
      else f.script(arg, { ...ctx, depth: ctx.depth + 1 });
    }
    return true;
  }
  if (!Object.hasOwn(DIR_OPTIONS, tool2)) return false;
  let dir = ctx.cwd;
  const words2 = [];
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    const [name, inline] = arg.startsWith("--") && arg.includes("=") ? [arg.slice(0, arg.indexOf("=")), arg.slice(arg.indexOf("=") + 1)] : [arg, void 0];
    if (DIR_OPTIONS[tool2].includes(name)) {
      if (inline === void 0) i2 += 1;
      const value = inline ?? args[i2];
      dir = value === void 0 || dir === null ? null : joinDir(dir, value);
    } else if (VALUED.has(name)) {
      if (inline === void 0) i2 += 1;
    } else if (arg === "--") {
      words2.push(...args.slice(i2 + 1));
      break;
    } else if (!arg.startsWith("-")) words2.push(arg);
  }
  if (dir === null) return true;
  const sub = words2[0];
  if (sub === void 0) return true;
  const named3 = ALIASES[sub] ?? sub;
  if (EXEC.has(sub)) f.command(words2.slice(1), { ...ctx, cwd: dir, depth: ctx.depth + 1 });
  else if (RUN.has(sub) && words2[1] !== void 0)
    runScripts(f, [words2[1]], dir, ctx, tool2 === "bun", tool2 !== "bun");
  else if (LIFECYCLE.has(named3) && tool2 !== "bun") runScripts(f, [named3], dir, ctx);
  else if (tool2 === "yarn" || tool2 === "pnpm" || tool2 === "bun" && sub !== "test")
    runScripts(f, [sub], dir, ctx, tool2 === "bun", tool2 !== "bun");
  return true;
}
function npmrcEnvironment(f, dir) {
  for (const d of selfAndAncestors(dir)) {
    const path6 = inDir(d, ".npmrc");
    if (!atBase(f.tree, path6)) continue;
    const value = /^[ \t]*node[-_]options[ \t]*=[ \t]*(.*?)[ \t]*$/m.exec(f.text(path6) ?? "")?.[1];
    if (value) return { npm_config_node_options: value.replace(/^(["'])(.*)\1$/, "$2") };
  }
  return {};
}
function nearestPackage(f, dir) {
  for (const d of selfAndAncestors(dir)) {
    const path6 = inDir(d, "package.json");
    if (!atBase(f.tree, path6)) continue;
    const text2 = f.text(path6);
    if (text2 === void 0) return void 0;
    return { path: path6, dir: d, scripts: scriptsOf(text2) };
  }
  return null;
}
function scriptsOf(text2) {
  try {
    const scripts = JSON.parse(text2).scripts;
    if (typeof scripts !== "object" || scripts === null) return {};
    return Object.fromEntries(
      Object.entries(scripts).filter((e) => typeof e[1] === "string")
    );
  } catch {
    return {};
  }
}
function runScripts(f, names, dir, ctx, fileFallback = false, readsNpmrc = true) {
  const pkg = nearestPackage(f, dir);
  const known = pkg?.scripts ?? {};
  for (const name of names) {
    if (pkg && name.endsWith("*")) {
      const prefix = name.slice(0, -1);
      runScripts(
        f,
        Object.keys(known).filter((k) => k.startsWith(prefix)),
        dir,
        ctx,
        fileFallback,
        readsNpmrc
      );
      continue;
    }
    if (pkg && Object.hasOwn(known, name)) {
      const npmrc2 = readsNpmrc ? npmrcEnvironment(f, pkg.dir) : {};
      for (const hook of [`pre${name}`, name, `post${name}`]) {
        const text2 = known[hook];
        if (text2 === void 0 || !f.once(`${pkg.path}#${hook}`)) continue;
        const script = withEnvironment(f, npmrc2, {
          cwd: pkg.dir,
          scriptDir: null,
          via: [...ctx.via, `${pkg.path} scripts.${hook}`],
          depth: ctx.depth + 1,
          ...ctx.env === void 0 ? {} : { env: ctx.env }
        });
        f.script(text2, script);
      }
    } else if (fileFallback && pkg !== void 0) {
      f.file(
        name,
        { ...ctx, cwd: dir },
        { how: "interpreter", evenAbsent: false, besideScript: false }
      );
    }
  }
}

// src/core/text/is-record.ts
function isRecord(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

// src/core/discovery/executed/follow-python-tasks.ts
var TOOLS = /* @__PURE__ */ new Set(["hatch", "pdm", "poe"]);
var PDM_COMMANDS = /* @__PURE__ */ new Set([
  "add",
  "build",
  "install",
  "lock",
  "remove",
  "sync",
  "update",
  "use"
]);
function table(value, ...keys) {
  let current = value;
  for (const key2 of keys) current = isRecord(current) ? current[key2] : void 0;
  return isRecord(current) ? current : void 0;
}
function baseToml(f, path6) {
  if (!atBase(f.tree, path6)) return void 0;
  const text2 = f.text(path6);
  return text2 === void 0 ? void 0 : parseTomlOrNull(text2) ?? void 0;
}
function tasksOf(f, tool2, env2, cwd) {
  const pyproject = baseToml(f, inDir(cwd, "pyproject.toml"));
  if (tool2 === "pdm") return table(pyproject, "tool", "pdm", "scripts");
  if (tool2 === "poe") return table(pyproject, "tool", "poe", "tasks");
  return table(pyproject, "tool", "hatch", "envs", env2, "scripts") ?? table(baseToml(f, inDir(cwd, "hatch.toml")), "envs", env2, "scripts");
}
function taskName(tool2, args) {
  const words2 = args.filter((a2) => !a2.startsWith("-"));
  const first = tool2 === "poe" ? words2[0] : words2[0] === "run" ? words2[1] : words2[0];
  if (first === void 0 || tool2 === "hatch" && words2[0] !== "run") return null;
  if (tool2 === "pdm" && PDM_COMMANDS.has(first)) return null;
  const colon = tool2 === "hatch" ? first.indexOf(":") : -1;
  return colon < 0 ? { env: "default", name: first } : { env: first.slice(0, colon), name: first.slice(colon + 1) };
}
var strings3 = (value) => typeof value === "string" ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
function followPythonTask(f, tool2, args, ctx) {
  if (!TOOLS.has(tool2)) return false;
  const named3 = taskName(tool2, args);
  const tasks = named3 === null ? void 0 : tasksOf(f, tool2, named3.env, ctx.cwd);
  if (named3 === null || tasks === void 0 || !Object.hasOwn(tasks, named3.name)) return false;
  runTask(f, { tool: tool2, env: named3.env, tasks }, named3.name, ctx);
  return true;
}
var ARGS = /\{args(?::[^}]*)?\}/g;
function runTask(f, table3, name, ctx) {
  const { tool: tool2, tasks } = table3;
  const task = tasks[name];
  if (task === void 0 || !f.once(`${tool2} ${table3.env}:${name} in ${ctx.cwd}`)) return;
  const inner = { ...ctx, via: [...ctx.via, `${tool2} task ${name}`], depth: ctx.depth + 1 };
  const step = (text2, mayNameTask) => {
    const word = text2.trim().split(/\s+/)[0] ?? "";
    if (mayNameTask && Object.hasOwn(tasks, word)) runTask(f, table3, word, inner);
    else f.script(text2.replace(ARGS, ""), inner);
  };
  const entry = isRecord(task) ? task : Array.isArray(task) && tool2 === "poe" ? { sequence: task } : { cmd: task };
  const lines = [
    ...tool2 !== "hatch" && Array.isArray(entry.cmd) ? [strings3(entry.cmd).join(" ")] : strings3(entry.cmd),
    ...strings3(entry.shell)
  ];
  for (const line of new Set(lines)) step(line, tool2 !== "pdm");
  for (const other of [...strings3(entry.composite), ...strings3(entry.sequence)]) step(other, true);
  for (const target of [...strings3(entry.call), ...strings3(entry.script)]) {
    const module = target.split(":")[0] ?? "";
    for (const file of moduleFiles(f, module, ctx.cwd)) {
      f.file(
        file,
        { ...inner, cwd: "" },
        { how: "module", evenAbsent: false, besideScript: false }
      );
    }
  }
}

// src/core/discovery/executed/follow-rake.ts
var RAKEFILES = ["Rakefile", "rakefile", "Rakefile.rb", "rakefile.rb"];
var MAX_FILES = 100;
var NAMED = /\b(require_relative|load|import)\s*\(?\s*(["'])([^"'\n]+)\2/g;
var GLOBBED = /\bDir(?:\.glob)?\s*[[(]\s*(["'])([^"'\n]+)\1[^\n]*\b(?:load|import|require(?:_relative)?)\b/g;
var APP_FOLDER = /^(?:app|config)(?:\/|$)/;
function taskCode(path6, home) {
  if (path6.endsWith(".rake")) return true;
  const inside = home !== "" && path6.startsWith(`${home}/`) ? path6.slice(home.length + 1) : path6;
  return !SOURCE_ROOT.test(inside) && !APP_FOLDER.test(inside);
}
function namedFiles(f, path6, text2) {
  const dir = dirOf(path6);
  const found = [];
  for (const m of text2.matchAll(NAMED)) {
    const raw = m[3];
    const name = m[1] === "require_relative" && !raw.endsWith(".rb") ? `${raw}.rb` : raw;
    const file = joinDir(dir, name);
    if (file !== null && atBase(f.tree, file)) found.push(file);
  }
  for (const m of text2.matchAll(GLOBBED)) {
    const glob = joinDir(dir, m[2]);
    if (glob === null) continue;
    const matcher = compileGlobs([glob]);
    for (const path7 of f.tree.kinds.keys()) if (matcher.test(path7)) found.push(path7);
  }
  return found;
}
function followRake(f, ctx) {
  const rakefile = selfAndAncestors(ctx.cwd).flatMap((dir) => RAKEFILES.map((name) => inDir(dir, name))).find((path6) => atBase(f.tree, path6));
  if (rakefile === void 0 || !f.once(`rake ${rakefile}`)) return;
  const home = dirOf(rakefile);
  const rakelib = inDir(home, "rakelib");
  const queue = [
    rakefile,
    ...[...f.tree.kinds.keys()].filter((p) => dirOf(p) === rakelib && p.endsWith(".rake"))
  ];
  const seen = /* @__PURE__ */ new Set();
  const inner = { ...ctx, cwd: "", via: [...ctx.via, rakefile], depth: ctx.depth + 1 };
  while (queue.length > 0 && seen.size < MAX_FILES) {
    const path6 = queue.shift();
    if (seen.has(path6)) continue;
    seen.add(path6);
    if (path6 !== rakefile)
      f.file(path6, inner, { how: "include", evenAbsent: false, besideScript: false });
    const text2 = f.text(path6);
    if (text2 !== void 0)
      queue.push(...namedFiles(f, path6, text2).filter((file) => taskCode(file, home)));
  }
}

// src/core/discovery/readers/justfile.ts
var HEADER2 = /^@?([A-Za-z_][\w-]*)((?:\s+[^:=]+?)?)\s*:(?!=)\s*(.*)$/;
var SKIP = /^(set|alias|export|import|mod)\b|^[\w-]+\s*:=|^\[/;
function parseJustfile(text2) {
  const recipes = /* @__PURE__ */ new Map();
  let defaultTarget;
  let current;
  for (const line of text2.split(/\r?\n/)) {
    if (/^\s/.test(line)) {
      const body = line.trim();
      if (current !== void 0 && body !== "" && !body.startsWith("#")) current.lines.push(body);
      continue;
    }
    current = void 0;
    if (line.trim() === "" || line.startsWith("#") || SKIP.test(line)) continue;
    const header = HEADER2.exec(line);
    if (header === null) continue;
    const prerequisites = header[3].split(/\s+/).filter((d) => /^[A-Za-z_][\w-]*$/.test(d));
    current = { name: header[1], prerequisites, lines: [] };
    recipes.set(current.name, current);
    defaultTarget ??= current.name;
  }
  return { recipes, defaultTarget };
}
var IMPORT = /^import(\?)?\s+(['"])(.+?)\2/;
var MOD = /^mod\??\s+([A-Za-z_][\w-]*)(?:\s+(['"])(.+?)\2)?/;
var SETTING = /^set\s+(dotenv-load|dotenv-filename|dotenv-path|dotenv-required)\b\s*(?::=\s*(.*))?$/;
function settingValue(raw) {
  return (raw ?? "").replace(/#.*$/, "").trim().replace(/^(['"])(.*)\1$/, "$2");
}
function justfileLinks(text2) {
  const links = { imports: [], modules: [], dotenv: null };
  let load3 = false;
  let filename = ".env";
  let path6 = null;
  for (const line of text2.split(/\r?\n/)) {
    const imported = IMPORT.exec(line);
    if (imported !== null)
      links.imports.push({ path: imported[3], optional: imported[1] === "?" });
    const mod = MOD.exec(line);
    if (mod !== null) links.modules.push({ name: mod[1], path: mod[3] ?? null });
    const setting = SETTING.exec(line.trim());
    if (setting === null) continue;
    const value = settingValue(setting[2]);
    if (setting[1] === "dotenv-load" || setting[1] === "dotenv-required") load3 = value !== "false";
    if (setting[1] === "dotenv-filename" && value !== "") {
      filename = value;
      load3 = true;
    }
    if (setting[1] === "dotenv-path" && value !== "") {
      path6 = value;
      load3 = true;
    }
  }
  if (load3) links.dotenv = path6 ?? filename;
  return links;
}
function justExports(text2) {
  const exported = {};
  for (const m of text2.matchAll(
    /^export[ \t]+([A-Za-z_][\w-]*)[ \t]*:=[ \t]*(?:"([^"\n]*)"|'([^'\n]*)')/gm
  )) {
    exported[m[1]] = m[2] ?? m[3] ?? "";
  }
  return exported;
}

// src/core/discovery/readers/makefile.ts
var RULE = /^([^\s:#=%][^:#=%]*?)\s*::?(?!=)\s*([^=;]*?)\s*(?:;\s*(.*))?$/;
var ASSIGNMENT3 = /^\s*(export\s+|override\s+)?[\w.-]+\s*(:{1,3}=|\?=|\+=|!=|=)/;
var DIRECTIVE = /^\s*(ifeq|ifneq|ifdef|ifndef|else|endif|include|-include|sinclude|define|endef|export|unexport|vpath)\b/;
function logicalLines(text2) {
  const out = [];
  let pending = "";
  for (const line of text2.split(/\r?\n/)) {
    if (line.endsWith("\\")) {
      pending += `${line}
`;
      continue;
    }
    out.push(pending + line);
    pending = "";
  }
  if (pending !== "") out.push(pending);
  return out;
}
function parseMakefile(text2) {
  const recipes = /* @__PURE__ */ new Map();
  let defaultTarget;
  let current = [];
  for (const line of logicalLines(text2)) {
    if (line.startsWith("	")) {
      const body = line.slice(1);
      if (body.trim() !== "" && !body.trimStart().startsWith("#")) {
        for (const recipe of current) recipe.lines.push(body);
      }
      continue;
    }
    if (line.trim() === "" || line.trimStart().startsWith("#")) continue;
    if (DIRECTIVE.test(line) && !ASSIGNMENT3.test(line)) continue;
    current = [];
    if (ASSIGNMENT3.test(line)) continue;
    const rule2 = RULE.exec(line);
    if (rule2 === null) continue;
    const prerequisites = rule2[2].split(/\s+/).filter((p) => p !== "");
    for (const name of rule2[1].split(/\s+/)) {
      if (name.includes("$")) continue;
      const recipe = recipes.get(name) ?? { name, prerequisites: [], lines: [] };
      recipe.prerequisites.push(...prerequisites);
      if (rule2[3] !== void 0 && rule2[3].trim() !== "") recipe.lines.push(rule2[3].trim());
      recipes.set(name, recipe);
      current.push(recipe);
      if (defaultTarget === void 0 && !name.startsWith(".")) defaultTarget = name;
    }
  }
  return { recipes, defaultTarget };
}
function stripMakePrefixes(line) {
  return line.replace(/^\s*[@+-]+\s*/, "");
}
function expandMakeVariables(line) {
  return line.replace(/\$[({](MAKE)[)}]/g, "make").replace(/\$[({]([A-Za-z_]\w*)[)}]/g, (_m, name) => name.toLowerCase()).replace(/\$\$/g, "$");
}
var INCLUDE = /^\s*(-include|sinclude|include)\s+(.*)$/;
function makefileIncludes(text2) {
  const found = [];
  for (const line of logicalLines(text2)) {
    const hit = INCLUDE.exec(line.replace(/\\\n/g, " "));
    if (hit === null) continue;
    const optional = hit[1] !== "include";
    const words2 = hit[2].replace(/#.*$/, "").split(/\s+/);
    for (const path6 of words2)
      if (path6 !== "" && !path6.includes("$")) found.push({ path: path6, optional });
  }
  return found;
}
var MAKE_ASSIGNMENT = /^(export[ \t]+)?([A-Za-z_]\w*)[ \t]*(?::{1,3}|[?+!])?=[ \t]*(.*)$/gm;
function makeExports(text2) {
  const values = {};
  const exported = /* @__PURE__ */ new Set();
  for (const m of text2.matchAll(MAKE_ASSIGNMENT)) {
    values[m[2]] = (m[3] ?? "").trim();
    if (m[1] !== void 0) exported.add(m[2]);
  }
  for (const m of text2.matchAll(/^export[ \t]+([A-Za-z_][\w \t]*?)[ \t]*$/gm)) {
    for (const name of (m[1] ?? "").split(/[ \t]+/)) exported.add(name);
  }
  const all = /^(?:export[ \t]*|\.EXPORT_ALL_VARIABLES[ \t]*:.*)$/m.test(text2);
  return Object.fromEntries(Object.entries(values).filter(([name]) => all || exported.has(name)));
}

// src/core/discovery/readers/ini.ts
var SECTION = /^\[([^\]]+)\]\s*$/;
var PAIR = /^([^=:\s][^=:]*?)\s*[=:]\s?(.*)$/;
function parseIni(text2) {
  const sections = /* @__PURE__ */ new Map();
  let section;
  let key2;
  for (const line of text2.split(/\r?\n/)) {
    const trimmed = line.trim();
    if (trimmed.startsWith("#") || trimmed.startsWith(";")) continue;
    if (/^\s/.test(line) && trimmed !== "" && section !== void 0 && key2 !== void 0) {
      const previous = section.get(key2) ?? "";
      section.set(key2, previous === "" ? trimmed : `${previous}
${trimmed}`);
      continue;
    }
    if (trimmed === "") continue;
    const header = SECTION.exec(trimmed);
    if (header !== null) {
      section = /* @__PURE__ */ new Map();
      sections.set(header[1].trim(), section);
      key2 = void 0;
      continue;
    }
    const pair = PAIR.exec(trimmed);
    if (pair !== null && section !== void 0) {
      key2 = pair[1].trim();
      section.set(key2, pair[2].trim());
    }
  }
  return sections;
}

// src/core/discovery/readers/project-files.ts
var MAKEFILES = ["GNUmakefile", "makefile", "Makefile"];
var JUSTFILES = ["justfile", "Justfile", ".justfile"];
function stringEntries(value) {
  if (!isRecord(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((e) => typeof e[1] === "string")
  );
}
var ProjectFiles = class {
  constructor(files) {
    this.files = files;
    this.present = new Set(files.paths);
  }
  files;
  present;
  cache = /* @__PURE__ */ new Map();
  warnings = [];
  has(path6) {
    return this.present.has(path6);
  }
  /** The first of `names` present in `dir`, as a path. */
  find(dir, names) {
    return names.map((name) => inDir(dir, name)).find((path6) => this.present.has(path6));
  }
  text(path6) {
    return this.present.has(path6) ? this.files.read(path6) : void 0;
  }
  /** Parses `path` once with `parse`; a parse that throws becomes a warning and undefined. */
  parsed(path6, parse) {
    if (this.cache.has(path6)) return this.cache.get(path6);
    const text2 = this.text(path6);
    let value;
    try {
      value = text2 === void 0 ? void 0 : parse(text2);
    } catch (error) {
      const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
      this.warnings.push(`${path6}: cannot be parsed (${reason}); ignored`);
    }
    this.cache.set(path6, value);
    return value;
  }
  packageJson(dir) {
    const path6 = inDir(dir, "package.json");
    return this.parsed(path6, (text2) => {
      const json = JSON.parse(text2);
      if (!isRecord(json)) throw new Error("not a JSON object");
      const pm = typeof json.packageManager === "string" ? json.packageManager : void 0;
      return {
        path: path6,
        scripts: stringEntries(json.scripts),
        packageManager: pm,
        hasEslintConfig: "eslintConfig" in json,
        dependencies: [
          "dependencies",
          "devDependencies",
          "peerDependencies",
          "optionalDependencies"
        ].flatMap((key2) => isRecord(json[key2]) ? Object.keys(json[key2]) : [])
      };
    });
  }
  taskFile(dir, names, parse) {
    const path6 = this.find(dir, names);
    if (path6 === void 0) return void 0;
    const file = this.parsed(path6, (text2) => {
      const parsed = parse(text2);
      if (parsed.recipes.size === 0) throw new Error("no targets");
      return parsed;
    });
    return file === void 0 ? void 0 : { path: path6, file };
  }
  makefile(dir) {
    return this.taskFile(dir, MAKEFILES, parseMakefile);
  }
  justfile(dir) {
    return this.taskFile(dir, JUSTFILES, parseJustfile);
  }
  ini(path6) {
    return this.parsed(path6, parseIni);
  }
  toml(path6) {
    return this.parsed(path6, (text2) => parseToml(text2));
  }
  noxfile(dir) {
    return this.parsed(inDir(dir, "noxfile.py"), parseNoxfile);
  }
};

// src/core/discovery/executed/follow-task-files.ts
var ASSIGNMENT4 = /^[A-Za-z_][\w.]*[:?+]?=/;
var MAKE_VALUED = /* @__PURE__ */ new Set([
  "-I",
  "-o",
  "-W",
  "--include-dir",
  "--old-file",
  "--what-if",
  "--assume-old",
  "--assume-new"
]);
var MAX_INCLUDES = 50;
function request(how, evenAbsent) {
  return { how, evenAbsent, besideScript: false };
}
function optionValue(args, i2, short, long) {
  const arg = args[i2];
  if (arg === short || long.includes(arg)) return [args[i2 + 1], i2 + 1];
  if (!arg.startsWith("--") && arg.startsWith(short) && arg.length > short.length)
    return [arg.slice(short.length), i2];
  const eq = long.find((l) => arg.startsWith(`${l}=`));
  return eq === void 0 ? null : [arg.slice(eq.length + 1), i2];
}
function followMake(f, args, ctx) {
  let dir = ctx.cwd;
  let file;
  const targets3 = [];
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    const given = optionValue(args, i2, "-f", ["--file", "--makefile"]);
    const moved2 = optionValue(args, i2, "-C", ["--directory"]);
    if (given !== null) [file, i2] = given;
    else if (moved2 !== null) {
      const [value, next] = moved2;
      dir = value === void 0 || dir === null ? null : joinDir(dir, value);
      i2 = next;
    } else if (MAKE_VALUED.has(arg)) i2 += 1;
    else if ((arg === "-j" || arg === "-l") && /^\d+$/.test(args[i2 + 1] ?? "")) i2 += 1;
    else if (!arg.startsWith("-") && !ASSIGNMENT4.test(arg)) targets3.push(arg);
  }
  if (dir === null) return;
  const here = { ...ctx, cwd: dir };
  const makefile = file !== void 0 ? f.file(file, here, request("makefile", true)) : firstPresent(f, dir, MAKEFILES, here, "makefile");
  if (makefile === null || makefile === void 0) return;
  const texts = readWithIncludes(f, makefile, here);
  if (texts === null) return;
  const text2 = texts.join("\n\n");
  const recipes = withEnvironment(f, makeExports(text2), here);
  runRecipes(
    f,
    parseMakefile(text2),
    targets3,
    makefile,
    recipes,
    (line) => stripMakePrefixes(line).replace(/\$[({]MAKE[)}]/g, "make")
  );
}
function readWithIncludes(f, makefile, ctx) {
  const texts = [];
  const queue = [makefile];
  const done = /* @__PURE__ */ new Set();
  while (queue.length > 0 && done.size < MAX_INCLUDES) {
    const path6 = queue.shift();
    if (done.has(path6)) continue;
    done.add(path6);
    const text2 = f.text(path6);
    if (text2 === void 0) {
      if (path6 === makefile) return null;
      continue;
    }
    texts.push(text2);
    const inner = { ...ctx, via: [...ctx.via, path6] };
    for (const include of makefileIncludes(text2)) {
      const included2 = f.file(include.path, inner, request("include", true));
      if (included2 !== null) queue.push(included2);
    }
  }
  return texts;
}
function firstPresent(f, dir, names, ctx, how) {
  const name = names.find((n2) => atBase(f.tree, inDir(dir, n2)));
  return name === void 0 ? null : f.file(name, ctx, request(how, false));
}
function runRecipes(f, file, targets3, owner, ctx, prepare2) {
  const queue = targets3.length > 0 ? [...targets3] : file.defaultTarget ? [file.defaultTarget] : [];
  const inner = { ...ctx, scriptDir: null, via: [...ctx.via, owner], depth: ctx.depth + 1 };
  while (queue.length > 0) {
    const name = queue.shift();
    const recipe = file.recipes.get(name);
    if (recipe === void 0 || !f.once(`${owner}#${name}`)) continue;
    queue.push(...recipe.prerequisites);
    for (const line of recipe.lines) f.script(prepare2(line), inner);
  }
}
function followJust(f, args, ctx) {
  let file;
  let workdir;
  const words2 = [];
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    const given = optionValue(args, i2, "-f", ["--justfile"]);
    const moved2 = optionValue(args, i2, "-d", ["--working-directory"]);
    if (given !== null) [file, i2] = given;
    else if (moved2 !== null) [workdir, i2] = moved2;
    else if (arg === "--set") i2 += 2;
    else if (!arg.startsWith("-")) words2.push(arg);
  }
  const justfile = file !== void 0 ? f.file(file, ctx, request("justfile", true)) : searchUp(f, ctx);
  if (justfile === null) return;
  const text2 = f.text(justfile);
  if (text2 === void 0) return;
  const home = dirOf(justfile);
  const here = { ...ctx, cwd: home, via: [...ctx.via, justfile] };
  const links = justfileLinks(text2);
  const texts = [text2];
  for (const imported of links.imports) {
    const path6 = f.file(imported.path, here, request("import", true));
    const importedText = path6 === null ? void 0 : f.text(path6);
    if (importedText !== void 0) texts.push(importedText);
  }
  for (const mod of links.modules) {
    const names = mod.path !== null ? [mod.path] : [
      `${mod.name}.just`,
      `${mod.name}/mod.just`,
      `${mod.name}/justfile`,
      `${mod.name}/.justfile`
    ];
    for (const name of names) {
      const path6 = joinDir(home, name);
      if (path6 !== null && (mod.path !== null || atBase(f.tree, path6)))
        f.file(name, here, request("import", true));
    }
  }
  if (links.dotenv !== null) f.file(links.dotenv, here, request("dotenv", true));
  const all = texts.join("\n\n");
  const parsed = parseJustfile(all);
  const targets3 = words2.filter((w) => parsed.recipes.has(w));
  const cwd = workdir === void 0 ? home : joinDir(ctx.cwd, workdir) ?? home;
  const recipes = withEnvironment(f, justExports(all), { ...ctx, cwd });
  runRecipes(f, parsed, targets3, justfile, recipes, (line) => stripMakePrefixes(line));
}
function searchUp(f, ctx) {
  for (const dir of selfAndAncestors(ctx.cwd)) {
    const name = JUSTFILES.find((n2) => atBase(f.tree, inDir(dir, n2)));
    if (name !== void 0)
      return f.file(inDir(dir, name), { ...ctx, cwd: "" }, request("justfile", false));
  }
  return null;
}

// src/core/discovery/executed/follow-taskfile.ts
var NAMES = [
  "Taskfile.yml",
  "taskfile.yml",
  "Taskfile.yaml",
  "taskfile.yaml",
  "Taskfile.dist.yml",
  "taskfile.dist.yml"
];
var INCLUDE2 = { how: "include", evenAbsent: true, besideScript: false };
var DOTENV2 = { how: "dotenv", evenAbsent: true, besideScript: false };
function mapping(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value) ? value : {};
}
function strings4(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function followTask(f, args, ctx) {
  let dir = ctx.cwd;
  let file;
  const names = [];
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    const value = args[i2 + 1];
    if (arg === "-d" || arg === "--dir") {
      dir = joinDir(dir, value ?? "") ?? dir;
      i2 += 1;
    } else if (arg === "-t" || arg === "--taskfile") {
      file = value;
      i2 += 1;
    } else if (arg === "--") break;
    else if (!arg.startsWith("-") && !arg.includes("=")) names.push(arg);
  }
  const here = { ...ctx, cwd: dir };
  const path6 = file !== void 0 ? f.file(file, here, INCLUDE2) : searchUp2(f, dir, here);
  if (path6 === null) return;
  const root = load2(f, path6, here, 0);
  if (root === null) return;
  const queue = names.length > 0 ? names : ["default"];
  while (queue.length > 0) runTask2(f, root, queue.shift(), ctx);
}
function searchUp2(f, dir, ctx) {
  for (const d of selfAndAncestors(dir)) {
    const name = NAMES.find((n2) => atBase(f.tree, inDir(d, n2)));
    if (name !== void 0) return f.file(inDir(d, name), { ...ctx, cwd: "" }, INCLUDE2);
  }
  return null;
}
function plainValues(value) {
  return Object.fromEntries(
    Object.entries(mapping(value)).flatMap(
      ([name, given]) => typeof given === "string" || typeof given === "number" ? [[name, String(given)]] : []
    )
  );
}
function load2(f, path6, ctx, depth2) {
  const text2 = f.text(path6);
  if (text2 === void 0 || depth2 > 5) return null;
  let doc;
  try {
    doc = mapping(parseYaml(text2));
  } catch {
    return null;
  }
  const home = { ...ctx, cwd: dirOf(path6), via: [...ctx.via, path6] };
  for (const env3 of strings4(doc.dotenv)) f.file(env3, home, DOTENV2);
  const env2 = plainValues(doc.env);
  followEnvironment(f, env2, home);
  const loaded = { path: path6, tasks: mapping(doc.tasks), includes: /* @__PURE__ */ new Map(), env: env2 };
  for (const [namespace, spec] of Object.entries(mapping(doc.includes))) {
    const target = typeof spec === "string" ? spec : mapping(spec).taskfile;
    if (typeof target !== "string") continue;
    const resolved = joinDir(home.cwd, target);
    const folder = resolved !== null && !/\.ya?ml$/.test(resolved);
    const included2 = f.file(folder ? inDir(target, "Taskfile.yml") : target, home, INCLUDE2);
    const inner = included2 === null ? null : load2(f, included2, home, depth2 + 1);
    if (inner !== null) loaded.includes.set(namespace, inner);
  }
  return loaded;
}
function runTask2(f, file, name, ctx) {
  const colon = name.indexOf(":");
  const namespace = colon < 0 ? void 0 : file.includes.get(name.slice(0, colon));
  if (namespace !== void 0) {
    runTask2(f, namespace, name.slice(colon + 1), ctx);
    return;
  }
  const task = file.tasks[name];
  if (task === void 0 || !f.once(`${file.path}#${name}`)) return;
  const spec = typeof task === "string" || Array.isArray(task) ? { cmds: task } : mapping(task);
  const inner = {
    ...ctx,
    cwd: dirOf(file.path),
    scriptDir: null,
    via: [...ctx.via, file.path],
    depth: ctx.depth + 1,
    env: { ...ctx.env, ...file.env }
  };
  for (const env2 of strings4(spec.dotenv)) f.file(env2, inner, DOTENV2);
  const dir = typeof spec.dir === "string" ? joinDir(inner.cwd, spec.dir) ?? inner.cwd : inner.cwd;
  const here = withEnvironment(f, plainValues(spec.env), { ...inner, cwd: dir });
  const steps = [
    ...Array.isArray(spec.deps) ? spec.deps : [],
    ...Array.isArray(spec.cmds) ? spec.cmds : typeof spec.cmds === "string" ? [spec.cmds] : []
  ];
  for (const step of steps) {
    if (typeof step === "string") {
      if (Array.isArray(spec.deps) && spec.deps.includes(step)) runTask2(f, file, step, ctx);
      else f.script(step, here);
      continue;
    }
    const entry = mapping(step);
    if (typeof entry.task === "string") runTask2(f, file, entry.task, ctx);
    if (typeof entry.cmd === "string") f.script(entry.cmd, here);
  }
}

// src/core/discovery/executed/follow-tox.ts
function toxSetenv(value) {
  const env2 = {};
  for (const line of (value ?? "").split("\n")) {
    const m = /^([A-Za-z_]\w*)\s*=\s*(.*)$/.exec(line.trim());
    if (m === null) continue;
    const text2 = m[2].replace(/\{(?:toxinidir|tox_root)\}/g, ".");
    if (!text2.includes("{")) env2[m[1]] = text2;
  }
  return env2;
}
function followTox(f, args, ctx) {
  const path6 = joinDir(ctx.cwd, optionValues(args, ["-c", "--conf"])?.[0] ?? "tox.ini");
  if (path6 === null || !atBase(f.tree, path6)) return;
  const text2 = f.text(path6);
  if (text2 === void 0) return;
  const ini = parseIni(text2);
  const named3 = optionValues(args, ["-e", "--env"]) ?? toxEnvList(ini);
  for (const name of named3.length > 0 ? named3 : [void 0]) {
    const found = toxEnv(ini, name);
    if (found === void 0 || !f.once(`${path6} [${found.section}]`)) continue;
    const setenv = {
      ...toxSetenv(ini.get("testenv")?.get("setenv")),
      ...toxSetenv(ini.get(found.section)?.get("setenv"))
    };
    const inner = withEnvironment(f, setenv, {
      ...ctx,
      via: [...ctx.via, `${path6} [${found.section}] commands`],
      depth: ctx.depth + 1
    });
    for (const line of found.lines ?? []) f.script(line, inner);
  }
}

// src/core/discovery/executed/js-runner-files.ts
var CONFIG_STEMS = ["vitest.config", "vitest.workspace", "vite.config", "jest.config"];
var CONFIG_EXTS = ["ts", "mts", "cts", "js", "mjs", "cjs", "json"];
var MOCHA_CONFIGS = ["js", "cjs", "mjs", "json", "jsonc", "yml", "yaml"].map(
  (e) => `.mocharc.${e}`
);
var BABEL_CONFIGS = [
  ...["js", "cjs", "mjs", "cts", "ts", "json"].map((e) => `babel.config.${e}`),
  ".babelrc",
  ...["js", "cjs", "mjs", "cts", "json"].map((e) => `.babelrc.${e}`)
];
var AVA_CONFIGS = ["js", "cjs", "mjs"].map((e) => `ava.config.${e}`);
var CONFIGS = [
  ...CONFIG_STEMS.flatMap((stem) => CONFIG_EXTS.map((ext) => `${stem}.${ext}`)),
  ...MOCHA_CONFIGS,
  ...AVA_CONFIGS,
  ...BABEL_CONFIGS
];
var LOADED = /["']?\b(require|file|reporter|ui|setupFiles|setupFilesAfterEnv|globalSetup|globalTeardown|reporters|testEnvironment|environment|transform|snapshotResolver|testSequencer|sequencer|resolver|runner|testRunner|watchPlugins|testResultsProcessor|prettierPath|plugins|presets)\b["']?\s*:\s*/g;
var LOCAL = /^(?:\.{1,2}\/|<rootDir>\/)[\w@./-]+$/;
var EXTENSIONS = ["", ".ts", ".mts", ".cts", ".js", ".mjs", ".cjs", ".tsx", ".jsx"];
function jsRunnerFiles(f, cwd) {
  const found = /* @__PURE__ */ new Set();
  for (const dir of selfAndAncestors(cwd)) {
    for (const name of [...CONFIGS, "package.json"]) {
      const path6 = inDir(dir, name);
      if (atBase(f.tree, path6)) for (const file of configLoads(f, path6)) found.add(file);
    }
  }
  return [...found];
}
var SCRIPT_CONFIG = /\.(?:[cm]?[jt]s)$/;
var RELATIVE_IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(["'])(\.{1,2}\/[^"'\n]+)\1/gm;
var MAX_CONFIG_IMPORTS = 50;
function configImports(f, config) {
  const found = [];
  const home = dirOf(config);
  const underSource = (file) => underSourceRoot(home, file);
  const queue = [config];
  while (queue.length > 0 && found.length < MAX_CONFIG_IMPORTS) {
    const from = queue.shift();
    for (const m of (f.text(from) ?? "").matchAll(RELATIVE_IMPORT)) {
      const file = resolve2(f, dirOf(from), m[2]);
      if (file === null || file === config || found.includes(file) || underSource(file)) continue;
      found.push(file);
      queue.push(file);
    }
  }
  return found;
}
var RUNNER_OPTIONS = {
  vitest: ["--config", "-c", "--setupFiles", "--globalSetup", "--reporter", "--environment"],
  jest: [
    "--config",
    "-c",
    "--setupFiles",
    "--setupFilesAfterEnv",
    "--globalSetup",
    "--globalTeardown",
    "--testEnvironment",
    "--reporters",
    "--testSequencer",
    "--resolver",
    "--testRunner",
    "--snapshotResolver",
    "--testResultsProcessor"
  ],
  mocha: ["--require", "-r", "--file", "--config", "--reporter", "-R", "--ui", "-u"],
  ava: ["--config"]
};
var CONFIG_OPTIONS = /* @__PURE__ */ new Set(["--config", "-c"]);
function runnerOptionFiles(f, tool2, args, cwd) {
  const options = RUNNER_OPTIONS[tool2];
  if (options === void 0) return [];
  const found = /* @__PURE__ */ new Set();
  args.forEach((arg, i2) => {
    const eq = arg.indexOf("=");
    const [name, value] = eq > 0 ? [arg.slice(0, eq), arg.slice(eq + 1)] : [arg, args[i2 + 1]];
    if (!options.includes(name) || value === void 0 || value.startsWith("-")) return;
    for (const literal of value.split(",")) {
      const file = resolve2(f, cwd, literal.startsWith(".") ? literal : `./${literal}`);
      if (file === null) continue;
      found.add(file);
      if (CONFIG_OPTIONS.has(name)) for (const loaded of configLoads(f, file)) found.add(loaded);
    }
  });
  return [...found];
}
function configLoads(f, path6) {
  const text2 = f.text(path6);
  if (text2 === void 0) return [];
  const body = baseName(path6) === "package.json" ? runnerKeys(text2) : text2;
  const literals = loadedLiterals(body).flatMap(
    (literal) => resolve2(f, dirOf(path6), literal) ?? []
  );
  const doubles = mappedLiterals(body).flatMap((literal) => {
    const file = resolve2(f, dirOf(path6), literal);
    return file === null || underSourceRoot(dirOf(path6), file) ? [] : [file];
  });
  return [...literals, ...doubles, ...SCRIPT_CONFIG.test(path6) ? configImports(f, path6) : []];
}
function loadedLiterals(text2) {
  return literalsOf(text2, LOADED, /^["'`]|["'`]$/g);
}
function literalsOf(text2, keys, quotes) {
  const found = [];
  for (const m of text2.matchAll(keys)) {
    const value = valueAt(text2, (m.index ?? 0) + m[0].length);
    for (const word of value.split(/[\s,[\]{}()]+/)) {
      const bare = word.replace(quotes, "");
      if (LOCAL.test(bare)) found.push(bare);
    }
  }
  return found;
}
var MAPPER = /["']?\bmoduleNameMapper\b["']?\s*:\s*/g;
function mappedLiterals(text2) {
  return literalsOf(text2, MAPPER, /^["'`]|["'`]:?$/g);
}
function underSourceRoot(home, file) {
  return SOURCE_ROOT.test(
    home !== "" && file.startsWith(`${home}/`) ? file.slice(home.length + 1) : file
  );
}
function valueAt(text2, start) {
  const open = text2[start];
  if (open === "-") return /^(?:-[ \t]+[^\n]*(?:\n[ \t]*|$))+/.exec(text2.slice(start))?.[0] ?? "";
  if (open !== "[" && open !== "{") return /^[^\n]*/.exec(text2.slice(start))?.[0] ?? "";
  const close = open === "[" ? "]" : "}";
  let depth2 = 0;
  for (let i2 = start; i2 < text2.length && i2 < start + 4e3; i2++) {
    if (text2[i2] === open) depth2++;
    else if (text2[i2] === close && --depth2 === 0) return text2.slice(start, i2 + 1);
  }
  return "";
}
function runnerKeys(text2) {
  try {
    const data = JSON.parse(text2);
    return JSON.stringify(["jest", "mocha", "ava", "babel"].map((key2) => data[key2] ?? null));
  } catch {
    return "";
  }
}
function resolve2(f, dir, literal) {
  const relative5 = literal.replace(/^<rootDir>\//, "./");
  for (const ext of EXTENSIONS) {
    const path6 = joinDir(dir, `${relative5}${ext}`);
    if (path6 !== null && path6 !== "" && atBase(f.tree, path6)) return path6;
  }
  return null;
}

// src/core/discovery/executed/lint-ignore-files.ts
var BIOME_CONFIGS = ["biome.json", "biome.jsonc"];
var ESLINT_CONFIGS = ["js", "mjs", "cjs", "ts", "mts", "cts"].map(
  (ext) => `eslint.config.${ext}`
);
var RUFF_CONFIGS = [".ruff.toml", "ruff.toml", "pyproject.toml"];
function honouredIgnoreFiles(f, tool2, cwd) {
  if (tool2 === "biome") {
    const text2 = nearestConfig(f, cwd, BIOME_CONFIGS);
    return text2 !== void 0 && /"useIgnoreFile"\s*:\s*true/.test(text2) ? named2(f, cwd, [".gitignore", ".ignore"]) : [];
  }
  if (tool2 === "eslint") {
    const config = nearest(f, cwd, ESLINT_CONFIGS);
    const text2 = config === null ? void 0 : f.text(config);
    const listed = text2 === void 0 || config === null ? [] : eslintIgnoreFiles(f, text2, dirOf(config));
    return [...listed, ...named2(f, cwd, [".eslintignore"]).filter((p) => dirOf(p) === cwd)];
  }
  if (tool2 === "ruff") {
    const text2 = nearestConfig(f, cwd, RUFF_CONFIGS);
    if (text2 !== void 0 && /respect-gitignore\s*=\s*false/.test(text2)) return [];
    return named2(f, cwd, [".gitignore", ".ignore"]);
  }
  if (tool2 === "prettier") {
    return [
      ...named2(f, cwd, [".prettierignore"]).filter((p) => dirOf(p) === cwd),
      ...named2(f, cwd, [".gitignore"])
    ];
  }
  return [];
}
function eslintIgnoreFiles(f, text2, dir) {
  if (!/includeIgnoreFile|\.gitignore|\.eslintignore/.test(text2)) return [];
  const found = [];
  for (const hit of text2.matchAll(
    /['"`]((?:\.{1,2}\/)*[\w./-]*\.(?:git|eslint|prettier)ignore)['"`]/g
  )) {
    const path6 = inDir(dir, hit[1].replace(/^(\.\/)+/, ""));
    if (!path6.includes("..")) found.push(path6);
  }
  if (found.length === 0 && text2.includes("includeIgnoreFile"))
    found.push(inDir(dir, ".gitignore"));
  return found.filter((p) => atBase(f.tree, p) || f.tree.headPaths.includes(p));
}
function nearest(f, cwd, names) {
  for (const dir of selfAndAncestors(cwd)) {
    const name = names.find((n2) => atBase(f.tree, inDir(dir, n2)));
    if (name !== void 0) return inDir(dir, name);
  }
  return null;
}
function nearestConfig(f, cwd, names) {
  const path6 = nearest(f, cwd, names);
  return path6 === null ? void 0 : f.text(path6);
}
function named2(f, cwd, names) {
  const above = new Set(selfAndAncestors(cwd));
  const paths = /* @__PURE__ */ new Set([...f.tree.kinds.keys(), ...f.tree.headPaths]);
  return [...paths].filter((p) => names.includes(baseName(p)) && !/(^|\/)node_modules\//.test(p)).filter((p) => above.has(dirOf(p)) || isWithin(dirOf(p), cwd)).sort();
}

// src/core/discovery/executed/runner-config-tests.ts
var RUNNERS2 = [
  {
    runner: "mocha",
    files: ["js", "cjs", "mjs", "json", "jsonc", "yml", "yaml"].map((e) => `.mocharc.${e}`),
    packageKey: "mocha",
    option: "spec"
  },
  {
    runner: "ava",
    files: ["js", "cjs", "mjs"].map((e) => `ava.config.${e}`),
    packageKey: "ava",
    option: "files"
  }
];
var JASMINE = "spec/support/jasmine.json";
var FOLDER = /^[^*?{}[\]]*\/?$/;
var HAS_EXTENSION = /\.[\w]+$/;
function runnerConfigTestGlobs(f, cwd) {
  const found = [];
  for (const keys of RUNNERS2) {
    for (const dir of selfAndAncestors(cwd)) {
      for (const name of [...keys.files, "package.json"]) {
        const path6 = inDir(dir, name);
        if (!atBase(f.tree, path6)) continue;
        const text2 = f.text(path6);
        if (text2 === void 0) continue;
        const body = name === "package.json" ? packageKey(text2, keys.packageKey) : text2;
        for (const word of optionWords(body, keys.option)) {
          const glob = placed(cwd, word);
          if (glob !== null) found.push({ name: `config:${keys.runner} ${word} (${path6})`, glob });
        }
      }
    }
  }
  return [...found, ...jasmineGlobs(f, cwd)];
}
function jasmineGlobs(f, cwd) {
  const config = jasmineConfig(f, cwd);
  if (config === null) return [];
  return optionWords(config.text, "spec_files").flatMap((word) => {
    const glob = placed(cwd, `${config.specDir}/${word}`);
    return glob === null ? [] : [{ name: `config:jasmine ${word} (${config.path})`, glob }];
  });
}
function jasmineHelperFiles(f, cwd) {
  const config = jasmineConfig(f, cwd);
  if (config === null) return [];
  const globs = optionWords(config.text, "helpers").flatMap(
    (word) => placed(cwd, `${config.specDir}/${word}`) ?? []
  );
  if (globs.length === 0) return [];
  const matcher = compileGlobs(globs);
  return [...f.tree.kinds.keys()].filter((path6) => matcher.test(path6) && atBase(f.tree, path6));
}
function jasmineConfig(f, cwd) {
  const path6 = inDir(cwd, JASMINE);
  const text2 = atBase(f.tree, path6) ? f.text(path6) : void 0;
  if (text2 === void 0) return null;
  const dir = optionWords(text2, "spec_dir")[0] ?? "spec";
  return { path: path6, text: text2, specDir: dir.replace(/\/+$/, "") };
}
function pytestTestGlobs(f, cwd) {
  const found = [];
  for (const dir of selfAndAncestors(cwd)) {
    for (const config of PYTEST_CONFIGS) {
      const path6 = inDir(dir, config);
      const text2 = atBase(f.tree, path6) ? f.text(path6) : void 0;
      if (text2 === void 0) continue;
      for (const pattern of settingWords(text2, "python_files")) {
        const glob = pattern.includes("/") ? null : joinDir(dir, `**/${pattern}`);
        if (glob !== null)
          found.push({ name: `config:pytest python_files ${pattern} (${path6})`, glob });
      }
    }
  }
  return found;
}
function placed(cwd, word) {
  if (word.startsWith("!") || word.startsWith("/") || word.includes("$")) return null;
  const bare = word.replace(/^\.\//, "");
  const glob = FOLDER.test(bare) && !HAS_EXTENSION.test(bare) ? `${bare.replace(/\/+$/, "")}/**/*` : bare;
  return glob.startsWith("/**") ? null : joinDir(cwd, glob);
}
function optionWords(text2, option) {
  const key2 = new RegExp(`["']?\\b${option}\\b["']?\\s*:\\s*`, "g");
  const words2 = [];
  for (const m of text2.matchAll(key2)) {
    const value = valueAt(text2, (m.index ?? 0) + m[0].length);
    const quoted = [...value.matchAll(/(["'`])([^"'`\n]+)\1/g)].map((q) => q[2]);
    if (quoted.length > 0) words2.push(...quoted);
    else if (!/^[[{]/.test(value)) {
      for (const line of value.split("\n")) {
        const word = line.replace(/^\s*-\s*/, "").replace(/\s+#.*$/, "").trim();
        if (word !== "") words2.push(word);
      }
    }
  }
  return words2.filter((word) => !/\s/.test(word));
}
function packageKey(text2, key2) {
  try {
    const data = JSON.parse(text2);
    return JSON.stringify(data[key2] ?? null);
  } catch {
    return "";
  }
}

// src/core/discovery/executed/executed-files.ts
var MAX_DEPTH = 5;
var MAX_FILES2 = 500;
var SHELL_EXT = /\.(sh|bash|zsh|ksh)$/;
var SHEBANG_SHELL = /^#!\s*\S*\/(env\s+)?(ba|z|k|da)?sh\b/;
var READ_EXT = /\.(sh|bash|zsh|ksh|mk|make|ini|cfg|toml|json|jsonc|json5|ya?ml|conf)$/;
var DOTENV3 = /(^|\/)\.env(\.[^/]*)?$/;
var PROGRAM_EXT = /\.(m?js|cjs|mts|cts|ts|py|rb|pl)$/;
var CONFIGURED_RUNNERS = /* @__PURE__ */ new Set(["mocha", "ava", "jasmine"]);
function executedFiles(checks, tree, options = {}) {
  const found = /* @__PURE__ */ new Map();
  const tests = /* @__PURE__ */ new Map();
  const unread = /* @__PURE__ */ new Set();
  const folders = foldersOf(tree);
  const filesIn = folderIndex(tree);
  const pathDirs = options.pathDirs ?? [];
  for (const check2 of checks) {
    if (check2.skipped !== null) continue;
    const label = `${check2.kind} (${check2.source})`;
    const named3 = check2.kind === "test" ? tests : null;
    const walk = new Walk(tree, folders, label, found, unread, named3, { pathDirs, filesIn });
    const ctx = {
      cwd: normalCwd(check2.cwd),
      scriptDir: null,
      via: [],
      depth: 0,
      env: check2.env
    };
    if (check2.command !== "") walk.command([check2.command, ...check2.args], ctx);
    if (check2.script !== "") walk.script(check2.script, ctx);
    followEnvironment(walk, check2.env, ctx);
    if (check2.kind === "test") {
      walk.pytestPlugins(check2.args, ctx);
      walk.runnerLoads(ctx);
    }
    if (pathDirs.length > 0) walk.onPath(null, ctx);
  }
  return { followed: [...found.values()], namedTests: [...tests.values()], unread: [...unread] };
}
var HERE = /^(?:\$\(CURDIR\)|\$\{CURDIR\}|\$\$?PWD|\$\$?\{PWD\}|\$\(PWD\)|\$\(shell pwd\)|\.)(?:\/|$)/;
function envPathDirs(ctx) {
  const value = ctx.env?.PATH;
  if (value === void 0) return [];
  return value.split(":").flatMap((entry) => {
    const rest = entry.replace(HERE, "");
    if (rest === entry && (entry.startsWith("/") || entry === "")) return [];
    if (rest.includes("$") || rest.startsWith("/")) return [];
    const dir = joinDir(ctx.cwd, rest);
    return dir === null ? [] : [dir];
  });
}
function folderIndex(tree) {
  return lazyFolderIndex(() => /* @__PURE__ */ new Set([...tree.kinds.keys(), ...tree.headPaths]));
}
function foldersOf(tree) {
  const folders = /* @__PURE__ */ new Set();
  const add = (path6) => {
    for (let slash = path6.lastIndexOf("/"); slash > 0; slash = path6.lastIndexOf("/", slash - 1)) {
      const folder = path6.slice(0, slash);
      if (folders.has(folder)) return;
      folders.add(folder);
    }
  };
  for (const path6 of tree.kinds.keys()) add(path6);
  for (const path6 of tree.headPaths) add(path6);
  return folders;
}
function normalCwd(cwd) {
  return joinDir("", cwd) ?? "";
}
var Walk = class {
  constructor(tree, folders, check2, found, unread, tests, path6 = { pathDirs: [], filesIn: () => [] }) {
    this.tree = tree;
    this.folders = folders;
    this.check = check2;
    this.found = found;
    this.unread = unread;
    this.tests = tests;
    this.path = path6;
  }
  tree;
  folders;
  check;
  found;
  unread;
  tests;
  path;
  seen = /* @__PURE__ */ new Set();
  /**
   * The files a bare command `name` can run from the repository's folders on PATH (the run's,
   * and those the PATH in force adds, `export PATH := $(CURDIR)/bin:$(PATH)`), with those named
   * as what tools start by name; null asks for those alone. Each is recorded, one only at head
   * too (a PR adding `bin/pytest` there replaces the installed one).
   */
  onPath(name, ctx) {
    const request2 = { how: "on-path", evenAbsent: true, besideScript: false };
    const root = { ...ctx, cwd: "" };
    for (const dir of [...this.path.pathDirs, ...envPathDirs(ctx)]) {
      for (const path6 of this.path.filesIn(dir)) {
        const file = baseName(path6);
        if (file === name || isCheckCommand(file)) this.file(path6, root, request2);
      }
    }
  }
  text(path6) {
    const content = this.tree.contents.get(path6);
    if (content === void 0 && atBase(this.tree, path6)) this.unread.add(path6);
    return content;
  }
  once(key2) {
    if (this.seen.has(key2)) return false;
    this.seen.add(key2);
    return true;
  }
  script(text2, ctx) {
    if (ctx.depth > MAX_DEPTH) return;
    let cwd = ctx.cwd;
    for (const segment of commandSegments(text2)) {
      const line = leadingWords(segment);
      const words2 = commandWords(line);
      if (words2[0] === "cd") {
        const target = words2[1];
        if (target !== void 0 && !/[$`~]/.test(target) && !target.startsWith("-"))
          cwd = joinDir(cwd, target) ?? cwd;
        continue;
      }
      this.command(line, { ...ctx, cwd });
    }
  }
  command(words2, outer) {
    const rest = commandWords(words2);
    const ctx = withEnvironment(
      this,
      assignmentsIn(words2.slice(0, words2.length - rest.length)),
      outer
    );
    const first = rest[0];
    if (first === void 0 || ctx.depth > MAX_DEPTH) return;
    const command = /^\$[({]MAKE[)}]$/.test(first) ? "make" : first;
    const args = rest.slice(1);
    const tool2 = toolName(command);
    if (command.includes("/")) {
      this.file(command, ctx, { how: "runs", evenAbsent: true, besideScript: true });
    } else if (!command.includes("$")) {
      this.onPath(command, ctx);
    } else {
      const script = args.find((a2) => !a2.startsWith("-"));
      if (script !== void 0)
        this.file(script, ctx, { how: "interpreter", evenAbsent: false, besideScript: true });
    }
    if (tool2 === "make" || tool2 === "gmake") followMake(this, args, ctx);
    else if (tool2 === "just") followJust(this, args, ctx);
    else if (tool2 === "task" || tool2 === "go-task") followTask(this, args, ctx);
    else if (tool2 === "tox") followTox(this, args, ctx);
    else if (tool2 === "nox") followNox(this, args, ctx);
    else if (tool2 === "rake") followRake(this, ctx);
    else if (!followPythonTask(this, tool2, args, ctx) && !followPackageManager(this, tool2, args, ctx))
      followInterpreter(this, tool2, args, ctx);
    for (const ignore of honouredIgnoreFiles(this, tool2, ctx.cwd))
      this.record(ignore, ctx, "ignore-file");
    for (const file of runnerOptionFiles(this, tool2, args, ctx.cwd))
      this.record(file, ctx, "runner-loads");
    if (startsPytest(tool2, args)) this.pytestPlugins(args, ctx);
    else if (tool2 === "coverage") this.coveragePlugins(args, ctx);
    if (this.tests !== null) {
      for (const glob of commandTestGlobs(rest, ctx.cwd)) this.namedTest(glob);
      if (CONFIGURED_RUNNERS.has(toolWords(rest)[0] ?? "")) this.configuredTests(ctx);
    }
    if (runsDjangoTests(rest) && this.once("django test runner")) {
      for (const file of djangoRunnerFiles(this)) this.record(file, ctx, "runner-loads");
    }
    this.arguments(args, ctx);
  }
  /** The repository's pytest plugins a pytest in ctx.cwd loads (once per folder). */
  pytestPlugins(args, ctx) {
    if (!this.once(`pytest plugins in ${ctx.cwd}`)) return;
    const fromEnv = envPluginWords(ctx.env ?? {});
    const words2 = [...args, ...fromEnv];
    const { plugins, doctests, addopts } = pytestPluginFiles(this, words2, ctx.cwd);
    if (this.tests !== null)
      for (const glob of pytestTestGlobs(this, ctx.cwd)) this.namedTest(glob);
    for (const plugin of plugins) this.record(plugin, ctx, "pytest-plugin");
    for (const doctest of doctests) this.record(doctest, ctx, "pytest-doctest");
    this.arguments(fromEnv, ctx);
    this.coveragePlugins([...words2, ...addopts], ctx);
  }
  /** The plugins coverage.py loads in ctx.cwd, and the settings file the run names. */
  coveragePlugins(words2, ctx) {
    const given = namedSettings(words2, ctx.env ?? {});
    if (!this.once(`coverage in ${ctx.cwd} ${given.join("\0")}`)) return;
    const { named: named3, plugins } = coveragePluginFiles(this, given, ctx.cwd);
    for (const file of named3) this.record(file, ctx, "coverage-settings");
    for (const plugin of plugins) this.record(plugin, ctx, "coverage-plugin");
  }
  /** The repository files the runner configs of ctx.cwd load (once per folder). */
  runnerLoads(ctx) {
    if (this.tests !== null) this.configuredTests(ctx);
    if (!this.once(`runner config in ${ctx.cwd}`)) return;
    const loaded = [...jsRunnerFiles(this, ctx.cwd), ...jasmineHelperFiles(this, ctx.cwd)];
    for (const file of loaded) this.record(file, ctx, "runner-loads");
  }
  /** The tests the mocha, ava or jasmine configs of ctx.cwd name (once per folder). */
  configuredTests(ctx) {
    if (!this.once(`configured tests in ${ctx.cwd}`)) return;
    for (const glob of runnerConfigTestGlobs(this, ctx.cwd)) this.namedTest(glob);
  }
  namedTest(glob) {
    this.tests?.set(`${glob.name}\0${glob.glob}`, glob);
  }
  /** Argument words that name a base script, recipe, settings or dotenv file. */
  arguments(args, ctx) {
    for (const arg of args) {
      const value = arg.startsWith("-") ? arg.slice(arg.indexOf("=") + 1) : arg;
      if (value === arg && arg.startsWith("-")) continue;
      if (!READ_EXT.test(value) && !DOTENV3.test(value)) continue;
      this.file(value, ctx, { how: "argument", evenAbsent: false, besideScript: false });
    }
  }
  file(raw, ctx, request2) {
    if (raw === "" || /[$`*?~{}]/.test(raw) || raw.startsWith("/")) return null;
    const dirs = request2.besideScript && ctx.scriptDir !== null ? [ctx.cwd, ctx.scriptDir] : [ctx.cwd];
    const candidates = dirs.map((dir) => joinDir(dir, raw)).filter((path7) => path7 !== null && path7 !== "" && !this.folders.has(path7));
    const path6 = candidates.find((p) => atBase(this.tree, p)) ?? (request2.evenAbsent ? candidates[0] : void 0);
    if (path6 === void 0) return null;
    if (!this.record(path6, ctx, request2.how)) return path6;
    this.enter(path6, ctx);
    return path6;
  }
  /** Adds the path once; false when it was already there (or the walk is full). */
  record(path6, ctx, how) {
    if (this.found.has(path6) || this.found.size >= MAX_FILES2) return false;
    this.found.set(path6, {
      path: path6,
      check: this.check,
      via: ctx.via,
      how,
      atBase: atBase(this.tree, path6),
      locked: false,
      note: null
    });
    return true;
  }
  /** Walks into a recorded file: a symlink's target inside the repository, a script's lines. */
  enter(path6, ctx) {
    const content = this.text(path6);
    if (content === void 0 || ctx.depth >= MAX_DEPTH) return;
    const inner = {
      cwd: ctx.cwd,
      scriptDir: dirOf(path6),
      via: [...ctx.via, path6],
      depth: ctx.depth + 1,
      ...ctx.env === void 0 ? {} : { env: ctx.env }
    };
    if (this.tree.kinds.get(path6) === "symlink") {
      const target = content.startsWith("/") ? null : joinDir(dirOf(path6), content.trim());
      if (target !== null && atBase(this.tree, target) && this.record(target, inner, "symlink-target"))
        this.enter(target, inner);
      return;
    }
    if (SHELL_EXT.test(path6) || !/\.[^/]*$/.test(path6) && SHEBANG_SHELL.test(content)) {
      this.script(content, inner);
    } else if (PROGRAM_EXT.test(path6)) {
      this.quotedPaths(content, path6, inner);
    }
  }
  /**
   * A program names other files in string literals (`import './lib.mjs'`, `run('bash x.sh')`):
   * those inside the program's own folder are followed. Paths outside it, and the siblings of a
   * program under a source root (`src/`, `lib/`...), are the code under test: they stay the PR's.
   */
  quotedPaths(content, path6, ctx) {
    const own = dirOf(path6);
    if (own === "" || SOURCE_ROOT.test(own)) return;
    for (const literal of content.matchAll(/(['"`])([^'"`\n]{1,200})\1/g)) {
      for (const word of literal[2].split(/\s+/)) {
        if (!/^\.{0,2}\/?[\w.-]+(\/[\w.-]+)*$/.test(word) || !word.includes(".")) continue;
        const target = joinDir(own, word) ?? "";
        const fromCwd = joinDir(ctx.cwd, word) ?? "";
        const hit = [target, fromCwd].find((p) => p.startsWith(`${own}/`) && atBase(this.tree, p));
        if (hit !== void 0 && this.record(hit, ctx, "referenced")) this.enter(hit, ctx);
      }
    }
  }
};

// src/core/discovery/executed/ignore-change.ts
function patterns(text2) {
  const lines = (text2 ?? "").split(/\r?\n/).map((l) => l.replace(/\s+$/, ""));
  return new Set(lines.filter((l) => l !== "" && !l.startsWith("#")));
}
function globsFor(line, dir) {
  const directoryOnly = line.endsWith("/");
  let body = line.replace(/\/+$/, "");
  const anchored = body.startsWith("/") || body.includes("/");
  body = body.replace(/^\//, "");
  if (body === "") return [];
  const prefix = dir === "" ? "" : `${dir}/`;
  const at = anchored ? `${prefix}${body}` : `${prefix}**/${body}`;
  return directoryOnly ? [`${at}/**`] : [at, `${at}/**`];
}
function newlyIgnoredPath(ignoreFile, baseText, headText, tracked) {
  const before = patterns(baseText);
  const after = patterns(headText);
  const added2 = [...after].filter((l) => !before.has(l) && !l.startsWith("!"));
  const lostExceptions = [...before].filter((l) => l.startsWith("!") && !after.has(l)).map((l) => l.slice(1));
  const dir = dirOf(ignoreFile);
  const globs = [...added2, ...lostExceptions].flatMap((line) => globsFor(line, dir));
  if (globs.length === 0) return null;
  let matcher;
  try {
    matcher = compileGlobs(globs);
  } catch {
    return ignoreFile;
  }
  return tracked.find(
    (path6) => path6 !== ignoreFile && isWithin(dirOf(path6), dir) && matcher.test(path6)
  ) ?? null;
}

// src/pipeline/read/follow-executed.ts
var HARMLESS = "the change only ignores untracked paths";
var MAX_ROUNDS = 8;
async function followExecuted(options) {
  const { root, mergeBase: mergeBase2, head } = options;
  const [entries, headPaths] = await Promise.all([
    listTree(root, mergeBase2),
    listFiles(root, head)
  ]);
  const kinds = new Map(entries.map((e) => [e.path, e.kind]));
  const objects = new Map(entries.map((e) => [e.path, e.object]));
  const contents = /* @__PURE__ */ new Map();
  const tree = { kinds, headPaths, contents };
  const checks = options.checks.map((check2) => withInherited(check2, options.env ?? {}));
  const walk = { pathDirs: repositoryPathDirs(root, options.env?.PATH) };
  let result = executedFiles(checks, tree, walk);
  for (let round = 0; round < MAX_ROUNDS && result.unread.length > 0; round += 1) {
    const links = result.unread.filter((p) => kinds.get(p) === "symlink");
    const files = result.unread.filter((p) => kinds.get(p) !== "symlink");
    const read = await readFiles(root, mergeBase2, files);
    for (const path6 of files) contents.set(path6, read.get(path6) ?? "");
    for (const path6 of links) contents.set(path6, await readBlob(root, objects.get(path6) ?? ""));
    result = executedFiles(checks, tree, walk);
  }
  const tracked = /* @__PURE__ */ new Set([...kinds.keys(), ...headPaths]);
  const judged2 = await judge(options, result.followed, contents, tracked);
  return { ...judged2, namedTests: result.namedTests };
}
function repositoryPathDirs(root, path6) {
  const real = (dir) => {
    try {
      return realpathSync(dir);
    } catch {
      return dir;
    }
  };
  const top = real(root);
  return (path6 ?? "").split(delimiter).flatMap((entry) => {
    if (!isAbsolute2(entry)) return [];
    const inside = relative2(top, real(entry));
    if (inside.startsWith("..") || isAbsolute2(inside)) return [];
    return [inside.split(sep2).join("/")];
  });
}
function withInherited(check2, env2) {
  const inherited = Object.fromEntries(
    Object.entries(env2).flatMap(
      ([name, value]) => value === void 0 || !namesLoadedFiles(name) || check2.env[name] !== void 0 ? [] : [[name, value]]
    )
  );
  return Object.keys(inherited).length === 0 ? check2 : { ...check2, env: { ...inherited, ...check2.env } };
}
async function judge(options, followed, baseContents, tracked) {
  const ignoreFiles = followed.filter((f) => f.how === "ignore-file").map((f) => f.path);
  const headContents = await readFiles(options.root, options.head, ignoreFiles);
  const baseIgnore = await readFiles(
    options.root,
    options.mergeBase,
    ignoreFiles.filter((p) => !baseContents.has(p))
  );
  const derived = /* @__PURE__ */ new Map();
  const judged2 = followed.map((file) => {
    const already = options.classify(file.path).class;
    if (already === "test" || already === "harness") return { ...file, locked: true };
    if (file.how !== "ignore-file") {
      derived.set(file.path, ruleName(file));
      return { ...file, locked: true };
    }
    const before = baseContents.get(file.path) ?? baseIgnore.get(file.path) ?? null;
    const after = headContents.get(file.path) ?? null;
    if (before === after) return file;
    const hidden2 = newlyIgnoredPath(file.path, before, after, [...tracked]);
    if (hidden2 === null) return { ...file, note: HARMLESS };
    derived.set(file.path, `${ruleName(file)}; the change ignores tracked ${hidden2}`);
    return { ...file, locked: true, note: `the change ignores tracked ${hidden2}` };
  });
  return { followed: judged2, derived };
}
function ruleName(file) {
  const chain = file.via.length > 0 ? ` via ${file.via.join(" -> ")}` : "";
  return `base-executes:${file.how} by ${file.check}${chain}`;
}

// src/pipeline/read/load-config.ts
import { isAbsolute as isAbsolute3, posix, relative as relative3, sep as sep3 } from "node:path";

// src/core/config/fields.ts
var ConfigError = class extends Error {
  constructor(message) {
    super(message.replace(/\s*[\r\n]+\s*/g, " "));
    this.name = "ConfigError";
  }
};
function child(field, key2) {
  return { file: field.file, path: field.path === "" ? key2 : `${field.path}.${key2}` };
}
function item(field, index) {
  return { file: field.file, path: `${field.path}[${index}]` };
}
function quote(text2) {
  const shown3 = text2.length > 60 ? `${text2.slice(0, 57)}...` : text2;
  return `'${JSON.stringify(shown3).slice(1, -1)}'`;
}
function describe(value) {
  if (typeof value === "string") return quote(value);
  if (Array.isArray(value)) return "a list";
  if (value !== null && typeof value === "object") return "a mapping";
  return String(value);
}
function fail(field, problem) {
  throw new ConfigError(`${field.file}: '${field.path}' ${problem}`);
}
function isMapping(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
function expectMapping(field, value) {
  if (!isMapping(value)) fail(field, `must be a mapping (got ${describe(value)})`);
  return value;
}
function expectKnownKeys(field, mapping2, allowed) {
  const unknown = Object.keys(mapping2).find((key2) => !allowed.includes(key2));
  if (unknown === void 0) return;
  const where2 = field.path === "" ? "at top level" : `in '${field.path}'`;
  throw new ConfigError(
    `${field.file}: unknown key ${quote(unknown)} ${where2} (expected one of: ${allowed.join(", ")})`
  );
}
function expectString(field, value) {
  if (typeof value !== "string") fail(field, `must be a string (got ${describe(value)})`);
  if (value.trim() === "") fail(field, "must not be empty");
  return value;
}
function expectList(field, value) {
  if (!Array.isArray(value)) fail(field, `must be a list (got ${describe(value)})`);
  return value;
}
function expectOneOf(field, value, allowed) {
  const found = allowed.find((option) => option === value);
  if (found === void 0) {
    fail(field, `must be one of ${allowed.join(", ")} (got ${describe(value)})`);
  }
  return found;
}
function expectRelativeDir(field, value) {
  const text2 = expectString(field, value);
  const parts = text2.split(/[\\/]+/).filter((part) => part !== "" && part !== ".");
  const absolute = /^([\\/]|[A-Za-z]:)/.test(text2);
  if (absolute || parts.includes("..")) {
    fail(field, `must be a relative path inside the repository (got ${quote(text2)})`);
  }
  return parts.length === 0 ? "." : parts.join("/");
}

// src/core/config/config-checks.ts
var KINDS = ["test", "typecheck", "lint"];
var COMMAND_KEYS = ["run", "working-directory", "env"];
var ENV_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
function readEnv(field, value) {
  if (value === null || value === void 0) return {};
  const mapping2 = expectMapping(field, value);
  const env2 = {};
  for (const [name, raw] of Object.entries(mapping2)) {
    const entry = child(field, name);
    if (!ENV_NAME.test(name)) fail(entry, "is not a valid environment variable name");
    if (!["string", "number", "boolean"].includes(typeof raw)) {
      fail(entry, `must be a string, number or boolean (got ${describe(raw)})`);
    }
    env2[name] = String(raw);
  }
  return env2;
}
function readRun(field, value) {
  return expectString(field, value).replace(/\n+$/, "");
}
function readCommandMapping(field, mapping2) {
  expectKnownKeys(field, mapping2, COMMAND_KEYS);
  if (mapping2.run === void 0 || mapping2.run === null) fail(field, "must have a 'run' command");
  const directory = mapping2["working-directory"];
  return {
    run: readRun(child(field, "run"), mapping2.run),
    workingDirectory: directory === void 0 || directory === null ? null : expectRelativeDir(child(field, "working-directory"), directory),
    env: readEnv(child(field, "env"), mapping2.env)
  };
}
function readSetting(field, value) {
  if (value === null || value === void 0) return null;
  if (value === false) return "off";
  if (typeof value === "string")
    return { run: readRun(field, value), workingDirectory: null, env: {} };
  if (isMapping(value)) return readCommandMapping(field, value);
  return fail(field, `must be a command, a mapping with 'run', or false (got ${describe(value)})`);
}
function readChecks(field, value) {
  if (value === null || value === void 0) return { test: null, typecheck: null, lint: null };
  const mapping2 = expectMapping(field, value);
  expectKnownKeys(field, mapping2, KINDS);
  const test = readSetting(child(field, "test"), mapping2.test);
  if (test === "off") {
    fail(child(field, "test"), "cannot be false: a gate without tests verifies nothing");
  }
  return {
    test,
    typecheck: readSetting(child(field, "typecheck"), mapping2.typecheck),
    lint: readSetting(child(field, "lint"), mapping2.lint)
  };
}

// src/core/config/config-globs.ts
var FILTER_KEYS = ["include", "exclude"];
function normalizeGlob(glob) {
  const relative5 = glob.replace(/^(\.\/)+/, "");
  return relative5.endsWith("/") ? `${relative5}**` : relative5;
}
function readGlob(field, value, section) {
  if (typeof value !== "string") fail(field, `must be a string (got ${describe(value)})`);
  if (value.trim() === "") fail(field, "must not be empty");
  if (value.startsWith("!")) {
    fail(field, `must not start with '!' (list the paths under ${section}.exclude instead)`);
  }
  if (value.startsWith("/")) {
    fail(field, `must be relative to the repository root (got ${quote(value)})`);
  }
  const glob = normalizeGlob(value);
  const problem = globProblem(glob);
  if (problem !== null) fail(field, `is not a valid glob: ${problem} (got ${quote(value)})`);
  return glob;
}
function readGlobList(field, value, section) {
  if (value === null || value === void 0) return [];
  const list2 = typeof value === "string" ? [value] : expectList(field, value);
  return list2.map((entry, index) => readGlob(item(field, index), entry, section));
}
function readGlobLists(field, value) {
  if (value === null || value === void 0) return { include: [], exclude: [] };
  if (Array.isArray(value)) {
    return { include: readGlobList(field, value, field.path), exclude: [] };
  }
  if (!isMapping(value)) {
    fail(
      field,
      `must be a mapping with include/exclude, or a list of globs (got ${describe(value)})`
    );
  }
  expectKnownKeys(field, value, FILTER_KEYS);
  return {
    include: readGlobList(child(field, "include"), value.include, field.path),
    exclude: readGlobList(child(field, "exclude"), value.exclude, field.path)
  };
}

// src/core/config/config.ts
var HEURISTIC_SETTINGS = ["warning", "critical", "off"];
var CONFIG_PATH = ".github/testlock.yml";
var TOP_LEVEL_KEYS = [
  "version",
  "tests",
  "harness",
  "checks",
  "on-test-change",
  "allow-label",
  "timeout-minutes",
  "working-directory",
  "source-heuristics"
];
var POLICIES = ["fail", "warn", "ignore"];
function defaults() {
  return {
    version: 1,
    tests: { include: [], exclude: [] },
    harness: { include: [], exclude: [] },
    checks: { test: null, typecheck: null, lint: null },
    onTestChange: "fail",
    allowLabel: "testlock:allow-test-changes",
    timeoutMinutes: 30,
    workingDirectory: ".",
    sourceHeuristics: "warning"
  };
}
function deepFreeze(value) {
  if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
var DEFAULT_CONFIG = deepFreeze(defaults());
function loadYaml(text2, file) {
  const lineCounter = yamlLineCounter();
  const doc = parseYamlDocument(text2, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const error = doc.errors[0];
  if (error) {
    const { line, col } = lineCounter.linePos(error.pos[0]);
    const reason = error.code === "MULTIPLE_DOCS" ? "expected one YAML document" : error.message;
    throw new ConfigError(`${file}: invalid YAML at line ${line}, column ${col}: ${reason}`);
  }
  try {
    return doc.toJS({ maxAliasCount: 100 });
  } catch (cause) {
    const message = errorMessage(cause);
    throw new ConfigError(`${file}: invalid YAML: ${message}`);
  }
}
function present(mapping2, key2) {
  return mapping2[key2] !== void 0 && mapping2[key2] !== null;
}
function readTimeout(field, value) {
  if (typeof value !== "number" || !Number.isFinite(value) || value <= 0) {
    fail(field, `must be a positive number of minutes (got ${describe(value)})`);
  }
  return value;
}
function readAllowLabel(field, value) {
  if (value === false) return null;
  if (typeof value !== "string")
    fail(field, `must be a label name or false (got ${describe(value)})`);
  return expectString(field, value).trim();
}
function readTopLevel(root, mapping2) {
  const config = defaults();
  const at = (key2) => child(root, key2);
  if (present(mapping2, "version") && mapping2.version !== 1) {
    fail(at("version"), `must be 1 (got ${describe(mapping2.version)})`);
  }
  config.tests = readGlobLists(at("tests"), mapping2.tests);
  config.harness = readGlobLists(at("harness"), mapping2.harness);
  config.checks = readChecks(at("checks"), mapping2.checks);
  if (present(mapping2, "on-test-change")) {
    config.onTestChange = expectOneOf(at("on-test-change"), mapping2["on-test-change"], POLICIES);
  }
  if (present(mapping2, "allow-label")) {
    config.allowLabel = readAllowLabel(at("allow-label"), mapping2["allow-label"]);
  }
  if (present(mapping2, "timeout-minutes")) {
    config.timeoutMinutes = readTimeout(at("timeout-minutes"), mapping2["timeout-minutes"]);
  }
  if (present(mapping2, "working-directory")) {
    config.workingDirectory = expectRelativeDir(
      at("working-directory"),
      mapping2["working-directory"]
    );
  }
  if (present(mapping2, "source-heuristics")) {
    config.sourceHeuristics = expectOneOf(
      at("source-heuristics"),
      mapping2["source-heuristics"],
      HEURISTIC_SETTINGS
    );
  }
  return config;
}
function parseConfig(text2, file) {
  const data = loadYaml(text2, file);
  if (data === null || data === void 0) return defaults();
  if (!isMapping(data)) {
    throw new ConfigError(`${file}: expected a mapping at top level (got ${describe(data)})`);
  }
  const root = { file, path: "" };
  expectKnownKeys(root, data, TOP_LEVEL_KEYS);
  return readTopLevel(root, data);
}

// src/pipeline/read/load-config.ts
async function loadConfig(repo, commit, path6) {
  const file = path6 === null ? CONFIG_PATH : repoPath(repo, path6);
  const text2 = await readFile(repo, commit, file);
  if (text2 === null) {
    if (path6 !== null) {
      throw new UsageError(
        `config file '${path6}' not found at the base commit ${commit.slice(0, 12)}`
      );
    }
    return structuredClone(DEFAULT_CONFIG);
  }
  try {
    return parseConfig(text2, file);
  } catch (error) {
    if (error instanceof ConfigError) throw new UsageError(error.message);
    throw error;
  }
}
function repoPath(repo, path6) {
  const relativePath = isAbsolute3(path6) ? relative3(repo, path6) : path6;
  const normal = posix.normalize(relativePath.split(sep3).join("/"));
  if (normal === ".." || normal.startsWith("../") || isAbsolute3(normal) || normal === ".") {
    throw new UsageError(`config file '${path6}' is not a file inside the repository ${repo}`);
  }
  return normal;
}

// src/core/changes/test-support/test-data.ts
var TEST_DATA_RULE_PREFIX = "test-data:";
var DATA_RULES = /* @__PURE__ */ new Set(["other:data", "unclassified"]);
var TEXT = /\.txt$/i;
var DOCS_FOLDER = /(?:^|\/)(?:docs?|documentation|site|website)\//i;
function nameOfData(path6) {
  const name = path6.slice(path6.lastIndexOf("/") + 1);
  if (name.length < 5 || name.indexOf(".", 1) < 0) return null;
  return /^[\w.][\w.-]*$/.test(name) ? name : null;
}
function dataCandidates(entries, classify) {
  const paths = entries.flatMap((e) => changedBasePath(e) ?? []).filter((path6) => {
    const { class: fileClass, rule: rule2 } = classify(path6);
    const data = DATA_RULES.has(rule2) || rule2 === "other:docs" && TEXT.test(path6);
    return fileClass === "other" && data && !DOCS_FOLDER.test(path6) && nameOfData(path6) !== null;
  });
  return [...new Set(paths)];
}
function testData(candidates, tree) {
  const data = /* @__PURE__ */ new Map();
  const unsearched = /* @__PURE__ */ new Set();
  for (const path6 of candidates) {
    const name = nameOfData(path6);
    if (name === null) continue;
    const holders = tree.holding(name);
    if (holders === void 0) {
      unsearched.add(name);
      continue;
    }
    const naming = holders.filter((holder) => holder !== path6);
    const product = naming.filter((holder) => tree.classOf(holder) === "source");
    const tests = naming.filter((holder) => {
      const fileClass = tree.classOf(holder);
      return (fileClass === "test" || fileClass === "harness") && extensionEcosystem(holder) !== null;
    });
    if (product.length > 0 || tests.length === 0) continue;
    data.set(path6, `${TEST_DATA_RULE_PREFIX} named only by test code (${shown(tests)})`);
  }
  return { data, unsearched: [...unsearched] };
}
var SHOWN = 3;
function shown(paths) {
  const sorted = [...paths].sort();
  const more = sorted.length - SHOWN;
  return more > 0 ? `${sorted.slice(0, SHOWN).join(", ")} and ${more} more` : sorted.join(", ");
}

// src/pipeline/read/test-data.ts
var MAX_NAMES = 2e3;
async function testDataHarness(options) {
  const { root, mergeBase: mergeBase2, classify } = options;
  const candidates = dataCandidates(await options.entries, classify);
  if (candidates.length === 0) return /* @__PURE__ */ new Map();
  const holders = /* @__PURE__ */ new Map();
  const tree = {
    classOf: (path6) => classify(path6).class,
    holding: (word) => holders.get(word)
  };
  const first = testData(candidates, tree);
  const code = [...SOURCE_EXTENSIONS.keys()].map((extension2) => `*.${extension2}`);
  const names = first.unsearched.slice(0, MAX_NAMES);
  for (const [word, paths] of await wordHolders(root, mergeBase2, names, code)) {
    holders.set(word, paths);
  }
  const byRules = testData(candidates, tree).data;
  const named3 = await options.namedTests?.([...holders.values()].flat()) ?? /* @__PURE__ */ new Map();
  if (named3.size === 0) return byRules;
  return testData(candidates, { ...tree, classOf: classWithTests(classify, named3) }).data;
}

// src/core/changes/test-support/module-imports.ts
var JS_FILE2 = /\.(?:[cm]?[jt]s|[jt]sx)$/;
function supportLanguage(path6) {
  if (path6.endsWith(".py")) return "python";
  if (path6.endsWith(".go")) return path6.endsWith("_test.go") ? null : "go";
  return JS_FILE2.test(path6) ? "javascript" : null;
}
function importWord(path6) {
  const language = supportLanguage(path6);
  if (language === null) return null;
  const parts = path6.split("/");
  const name = parts[parts.length - 1] ?? "";
  const folder = parts[parts.length - 2] ?? null;
  if (language === "go") return folder;
  const stem = name.replace(/\.[^.]+$/, "");
  return stem === "__init__" || stem === "index" ? folder : stem;
}
function moduleImports(path6, text2) {
  const language = supportLanguage(path6) ?? (path6.endsWith("_test.go") ? "go" : null);
  if (language === "python") return pythonImports(path6, text2);
  if (language === "javascript") return jsImports(text2);
  if (language === "go") return goImports(text2);
  return [];
}
function importNames(from, spec, target) {
  const language = supportLanguage(target);
  if (language === "python") return pythonNames(spec, target);
  if (language === "javascript") return jsNames(from, spec, target);
  if (language === "go") return goNames(spec, target);
  return false;
}
var PY_FROM = /^[ \t]*from[ \t]+(\.*[\w.]*)[ \t]+import[ \t]+(\([^)]*\)|[^\n#;]+)/gm;
var PY_IMPORT = /^[ \t]*import[ \t]+([^\n#;]+)/gm;
var PY_PLUGINS = /^pytest_plugins\s*=\s*([[(]?[^\n]*(?:\n[ \t]+[^\n]*)*)/gm;
var PY_NAME = /^[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)*$/;
function pythonImports(path6, text2) {
  const found = [];
  for (const m of text2.matchAll(PY_FROM)) {
    const module = absoluteModule(path6, m[1] ?? "");
    if (module === null) continue;
    const names = (m[2] ?? "").replace(/[()\\]/g, " ").split(",");
    const bare = names.map((n2) => n2.trim().split(/\s+/)[0] ?? "").filter((n2) => PY_NAME.test(n2));
    if (module !== "") found.push(module);
    found.push(...bare.map((name) => module === "" ? name : `${module}.${name}`));
  }
  for (const m of text2.matchAll(PY_IMPORT)) {
    for (const part of (m[1] ?? "").split(",")) {
      const name = part.trim().split(/\s+/)[0] ?? "";
      if (PY_NAME.test(name)) found.push(name);
    }
  }
  for (const m of text2.matchAll(PY_PLUGINS)) {
    for (const s of (m[1] ?? "").matchAll(/["']([\w.]+)["']/g)) found.push(s[1] ?? "");
  }
  return found;
}
function absoluteModule(path6, written) {
  const dots = /^\.*/.exec(written)?.[0].length ?? 0;
  const rest = written.slice(dots);
  if (dots === 0) return rest;
  const packageParts = dirOf(path6).split("/").filter(Boolean);
  if (dots - 1 > packageParts.length) return null;
  const base = packageParts.slice(0, packageParts.length - (dots - 1));
  return [...base, ...rest === "" ? [] : [rest]].join(".");
}
function pythonModule2(path6) {
  const parts = path6.replace(/\.py$/, "").split("/");
  if (parts[parts.length - 1] === "__init__") parts.pop();
  return parts;
}
function pythonNames(spec, target) {
  const wanted = pythonModule2(target);
  const parts = spec.split(".");
  if (parts.length === 0 || parts.length > wanted.length) return false;
  const tail = wanted.slice(wanted.length - parts.length);
  return tail.every((part, i2) => part === parts[i2]);
}
var JS_SPEC = /(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)(["'`])([^"'`\n]+)\1/gm;
function jsImports(text2) {
  return [...text2.matchAll(JS_SPEC)].map((m) => m[2] ?? "");
}
var JS_EXTENSION = /\.(?:[cm]?[jt]s|[jt]sx)$/;
function jsNames(from, spec, target) {
  const bare = target.replace(JS_EXTENSION, "");
  const forms = (written) => {
    const stripped = written.replace(JS_EXTENSION, "");
    return [written, stripped, `${stripped}/index`];
  };
  if (spec.startsWith("./") || spec.startsWith("../")) {
    const joined2 = joinDir(dirOf(from), spec);
    return joined2 !== null && forms(joined2).some((f) => f === target || f === bare);
  }
  if (spec.startsWith("/") || /^[a-z]+:/.test(spec)) return false;
  const rest = spec.replace(/^(?:[@~#][^/]*\/)/, "");
  if (!rest.includes("/") && rest === spec) return false;
  return forms(rest).some((f) => bare === f || bare.endsWith(`/${f}`));
}
var GO_SINGLE = /^\s*import\s+(?:[\w.]+\s+)?"([^"\n]+)"/gm;
var GO_BLOCK = /^\s*import\s*\(([^)]*)\)/gm;
function goImports(text2) {
  const found = [...text2.matchAll(GO_SINGLE)].map((m) => m[1] ?? "");
  for (const block of text2.matchAll(GO_BLOCK)) {
    for (const m of (block[1] ?? "").matchAll(/"([^"\n]+)"/g)) found.push(m[1] ?? "");
  }
  return found;
}
function goNames(spec, target) {
  const folder = dirOf(target);
  return folder !== "" && (spec === folder || spec.endsWith(`/${folder}`));
}

// src/core/changes/test-support/support-signals.ts
var FRAMEWORKS = {
  python: /^(?:_?pytest|pytest_\w+|unittest(?!\.mock)|hypothesis|nose2?|testtools)(?:\.|$)/,
  // `node:assert` and `assert` are used by product code for invariants: only a helper's name
  // marks a module built on them.
  javascript: /^(?:vitest|@vitest\/|@jest\/globals|@jest\/expect|expect$|jest-extended|node:test$|bun:test$|chai(?:$|[-/])|uvu(?:$|\/)|ava$|tap$|mocha$|@playwright\/test|@testing-library\/|(?:jsr:|npm:)?@std\/(?:assert|testing|expect))/,
  go: /^(?:testing(?:\/|$)|github\.com\/stretchr\/testify\/|gotest\.tools\/|github\.com\/onsi\/(?:gomega|ginkgo)|github\.com\/matryer\/is$|github\.com\/frankban\/quicktest$)/
};
var JS_MATCHERS = /\bexpect\s*\.\s*extend\s*\(/;
var HELPERS = {
  python: /^[ \t]*(?:async[ \t]+)?def[ \t]+(_?assert(?:_\w+|[A-Z]\w*))[ \t]*\(/m,
  javascript: /(?:\bfunction\s*\*?\s*|\b(?:const|let|var)\s+)((?:assert|expect)(?:_\w+|[A-Z]\w*))\b/,
  go: /^func[ \t]+(?:\([^)]*\)[ \t]*)?((?:Assert|assert|Require|require|Expect|expect)(?:[A-Z_]\w*)?)[ \t]*[[(]/m
};
function supportSignal(path6, text2) {
  const language = supportLanguage(path6);
  if (language === null) return null;
  const code = withoutComments(language, text2);
  const framework = moduleImports(path6, code).find((spec) => FRAMEWORKS[language].test(spec));
  if (framework !== void 0) return { kind: "framework", name: framework };
  if (language === "javascript" && JS_MATCHERS.test(code)) {
    return { kind: "framework", name: "expect.extend" };
  }
  const helper = HELPERS[language].exec(code)?.[1];
  return helper === void 0 ? null : { kind: "helper", name: helper };
}
function withoutComments(language, text2) {
  if (language !== "python") return text2.replace(/^[ \t]*\/\/.*$/gm, "");
  return text2.replace(/^[ \t]*#.*$/gm, "").replace(/^[ \t]*from[ \t]+unittest[ \t]+import[ \t]+mock[ \t]*$/gm, "");
}

// src/core/changes/test-support/test-support.ts
var TEST_SUPPORT_RULE_PREFIX = "test-support:";
var MAX_DEPTH2 = 3;
var MAX_SOURCE_IMPORTERS = 5;
var MAX_SOURCE_HOLDERS = 20;
var MAX_TEST_HOLDERS = 100;
var MAX_SEARCHES = 24;
var MAX_TEXT = 1024 * 1024;
var MAX_REEXPORTS = 2;
var PACKAGE_ENTRY = /(?:^|\/)(?:__init__\.py|index\.(?:[cm]?[jt]s|[jt]sx))$/;
function testSupport(candidates, tree) {
  const judge2 = new Judge(tree);
  const support = /* @__PURE__ */ new Map();
  for (const path6 of candidates) {
    const verdict2 = judge2.of(path6, 0);
    if (typeof verdict2 === "object")
      support.set(path6, `${TEST_SUPPORT_RULE_PREFIX} ${verdict2.support}`);
  }
  return { support, unread: [...judge2.unread], unsearched: [...judge2.unsearched] };
}
var Judge = class {
  constructor(tree) {
    this.tree = tree;
  }
  tree;
  unread = /* @__PURE__ */ new Set();
  unsearched = /* @__PURE__ */ new Set();
  searched = /* @__PURE__ */ new Set();
  done = /* @__PURE__ */ new Map();
  of(path6, depth2) {
    const known = this.done.get(path6);
    if (known !== void 0) return known;
    this.done.set(path6, "not");
    const verdict2 = this.fresh(path6, depth2);
    if (verdict2 === "pending") this.done.delete(path6);
    else this.done.set(path6, verdict2);
    return verdict2;
  }
  // Cheapest first: what decides `not` without reading is asked before what needs reading.
  fresh(path6, depth2) {
    const language = supportLanguage(path6);
    const word = importWord(path6);
    if (language === null || word === null) return "not";
    const signal = this.signalOf(path6, language);
    const holders = this.holdersOf(path6, word, language);
    if (holders === "not") return "not";
    if (signal === "pending" || holders === "pending") return "pending";
    if (signal === null && holders.tests.length > 0) return "not";
    const sources2 = this.sourceSide(path6, holders, language, depth2);
    if (typeof sources2 === "string") return sources2;
    const by = sources2.sources[0];
    if (signal === null) {
      return by !== void 0 && sources2.tests.length === 0 ? { support: `used only by test support (${by})` } : "not";
    }
    const tests = this.importing(path6, holders.tests.slice(0, MAX_TEST_HOLDERS), language, 0);
    if (tests === "pending") return "pending";
    const testImporters = [...sources2.tests, ...tests.tests];
    if (testImporters.length === 0 && by === void 0) return "not";
    if (signal.kind === "helper" && testImporters.some((p) => expectsFailure(this.tree.text(p), signal.name))) {
      return "not";
    }
    const what = signal.kind === "framework" ? `imports ${signal.name}` : `defines ${signal.name}`;
    return { support: `${what}; used only by tests and test support (${testImporters[0] ?? by})` };
  }
  /**
   * The source files that import `path` (and the tests a re-exporting entry leads to), once
   * each of them is judged test support; `not` as soon as one is product code.
   */
  sourceSide(path6, holders, language, depth2) {
    if (holders.sources.length > MAX_SOURCE_HOLDERS) return "not";
    const found = this.importing(path6, holders.sources, language, MAX_REEXPORTS);
    if (found === "pending") return "pending";
    if (found.sources.length > MAX_SOURCE_IMPORTERS) return "not";
    if (found.sources.length > 0 && depth2 >= MAX_DEPTH2) return "not";
    for (const importer of found.sources) {
      const judged2 = this.of(importer, depth2 + 1);
      if (judged2 === "not" || judged2 === "pending") return judged2;
    }
    return found;
  }
  // A Go package is one unit: what marks one of its files marks the package.
  signalOf(path6, language) {
    const unit = language === "go" ? goPackage(this.tree, path6) : [path6];
    let found = null;
    for (const file of unit) {
      const text2 = this.read(file);
      if (text2 === void 0) return "pending";
      const signal = text2 === null ? null : supportSignal(file, text2);
      if (signal !== null && (found === null || signal.kind === "framework")) found = signal;
    }
    return found;
  }
  // `not` once the search budget is spent: the judgement ends, and what it has not decided stays.
  holdersOf(path6, word, language) {
    const holders = this.tree.holding(word);
    if (holders === void 0) {
      if (this.searched.size + this.unsearched.size >= MAX_SEARCHES) return "not";
      this.unsearched.add(word);
      return "pending";
    }
    this.searched.add(word);
    const home = language === "go" ? dirOf(path6) : null;
    const eligible = holders.filter(
      (p) => p !== path6 && sameLanguage(p, language) && (home === null || dirOf(p) !== home)
    );
    return {
      tests: eligible.filter((p) => isTestSide(this.tree.classOf(p))),
      sources: eligible.filter((p) => this.tree.classOf(p) === "source")
    };
  }
  /**
   * Which of `files` import `path`, split by side. A package's `__init__.py` or `index.ts` that
   * imports it re-exports it: who imports the package imports the file (`from helpers import
   * assert_same` reaching helpers/_impl.py), up to `reexports` entries deep.
   */
  importing(path6, files, language, reexports) {
    const found = { tests: [], sources: [] };
    let pending = false;
    for (const file of files) {
      const text2 = this.read(file);
      if (text2 === void 0) pending = true;
      if (!text2 || !moduleImports(file, text2).some((s) => importNames(file, s, path6))) continue;
      const side = isTestSide(this.tree.classOf(file)) ? found.tests : found.sources;
      const entry = reexports > 0 && side === found.sources && this.reexports(path6, file);
      const word = entry ? importWord(file) : null;
      if (word === null) {
        side.push(file);
        continue;
      }
      const outer = this.holdersOf(file, word, language);
      if (outer === "pending") pending = true;
      if (outer === "pending" || outer === "not") {
        if (outer === "not") side.push(file);
        continue;
      }
      if (outer.sources.length > MAX_SOURCE_HOLDERS) {
        side.push(file);
        continue;
      }
      const through = this.importing(
        file,
        [...outer.tests.slice(0, MAX_TEST_HOLDERS), ...outer.sources],
        language,
        reexports - 1
      );
      if (through === "pending") pending = true;
      else {
        found.tests.push(...through.tests);
        found.sources.push(...through.sources.filter((p) => p !== path6));
      }
    }
    return pending ? "pending" : found;
  }
  reexports(path6, importer) {
    return PACKAGE_ENTRY.test(importer) && isWithin(dirOf(path6), dirOf(importer));
  }
  // A generated bundle of megabytes is nobody's helper: read as if absent.
  read(path6) {
    const text2 = this.tree.text(path6);
    if (text2 === void 0) this.unread.add(path6);
    return text2 !== void 0 && text2 !== null && text2.length > MAX_TEXT ? null : text2;
  }
};
var EXPECTS_FAILURE = /raises|Raises|toThrow|throws|Throws|rejects|Panics|panics|ErrorContains/;
function expectsFailure(text2, name) {
  const lines = (text2 ?? "").split("\n");
  const named3 = new RegExp(`\\b${name}\\b`);
  return lines.some(
    (line, i2) => EXPECTS_FAILURE.test(line) && [line, lines[i2 + 1] ?? ""].some((near) => named3.test(near))
  );
}
function isTestSide(fileClass) {
  return fileClass === "test" || fileClass === "harness";
}
function sameLanguage(path6, language) {
  return (supportLanguage(path6) ?? (path6.endsWith("_test.go") ? "go" : null)) === language;
}
function goPackage(tree, path6) {
  return tree.inFolder(dirOf(path6)).filter((p) => p.endsWith(".go") && !p.endsWith("_test.go")).sort();
}

// src/core/changes/test-support/go-test-packages.ts
var GO_TEST_PACKAGE_RULE_PREFIX = `${TEST_SUPPORT_RULE_PREFIX} Go file in a package of tests only`;
var GO_SOURCE = /\.go$/;
var GO_TEST = /_test\.go$/;
function goFileCandidates(entries, classOf) {
  const paths = entries.flatMap((e) => arrivingPath(e) ?? []).filter((p) => GO_SOURCE.test(p) && !GO_TEST.test(p) && classOf(p) === "source");
  return [...new Set(paths)];
}
function goTestPackageFiles(candidates, paths, classOf) {
  const found = /* @__PURE__ */ new Map();
  for (const file of candidates) {
    const folder = dirOf(file);
    const inside = paths.filter((p) => GO_SOURCE.test(p) && dirOf(p) === folder);
    const classes = inside.map(classOf);
    const onlyTests = classes.every((c3) => c3 === "test" || c3 === "harness");
    if (onlyTests && classes.includes("test")) {
      found.set(file, `${GO_TEST_PACKAGE_RULE_PREFIX} (${folder === "" ? "." : folder}/)`);
    }
  }
  return found;
}
function goTestPackageSeverity(text2) {
  return text2.head !== null && declaresNothing(text2.head) ? { severity: "warning", note: "it declares nothing (a package clause and comments)" } : { severity: "critical", note: "it declares code that runs with the tests" };
}
var COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g;
var PACKAGE_CLAUSE = /^package[ \t]+[\p{L}_][\p{L}\p{Nd}_]*;?$/u;
function declaresNothing(text2) {
  return PACKAGE_CLAUSE.test(text2.replace(COMMENT, " ").trim());
}

// src/core/changes/test-support/shadowed-imports.ts
var SHADOWED_IMPORT_RULE_PREFIX = `${TEST_SUPPORT_RULE_PREFIX} a module in place of one the tests import`;
var ROOTS = /^(?:(?:.*\/)?src\/|lib\/|python\/)?/;
var NAME = /^[A-Za-z_]\w*$/;
function topModule(path6, roots = []) {
  if (!path6.endsWith(".py")) return null;
  const root = roots.find((folder) => path6.startsWith(`${folder}/`));
  const rest = root === void 0 ? path6.replace(ROOTS, "") : path6.slice(root.length + 1);
  const first = rest.split("/")[0] ?? "";
  const name = rest.includes("/") ? first : first.replace(/\.py$/, "");
  return NAME.test(name) ? name : null;
}
function shadowCandidates(entries, classOf, roots = []) {
  return arrivingSources(entries, classOf).flatMap((path6) => {
    const module = topModule(path6, roots);
    return module === null ? [] : [{ path: path6, module }];
  });
}
function arrivingSources(entries, classOf) {
  return entries.flatMap((entry) => {
    const path6 = entry.status === "modified" ? null : arrivingPath(entry);
    return path6?.endsWith(".py") && classOf(path6) === "source" ? [path6] : [];
  });
}
function importersOf(texts, modules) {
  const importers = /* @__PURE__ */ new Map();
  for (const [path6, text2] of texts) {
    const imports = moduleImports(path6, text2);
    for (const module of modules.filter((m) => importsModule(imports, m))) {
      importers.set(module, [...importers.get(module) ?? [], path6]);
    }
  }
  return importers;
}
function baseModuleNames(basePaths) {
  const names = /* @__PURE__ */ new Set();
  for (const path6 of basePaths) {
    if (!path6.endsWith(".py")) continue;
    const parts = path6.split("/");
    for (const folder of parts.slice(0, -1)) names.add(folder);
    names.add((parts[parts.length - 1] ?? "").replace(/\.py$/, ""));
  }
  return names;
}
function shadowingModules(candidates, baseNames, importers) {
  const found = /* @__PURE__ */ new Map();
  for (const { path: path6, module } of candidates) {
    if (baseNames.has(module)) continue;
    const by = importers.get(module)?.[0];
    if (by !== void 0)
      found.set(path6, `${SHADOWED_IMPORT_RULE_PREFIX} (${module}, imported by ${by})`);
  }
  return found;
}
function pythonpathRoots(words2) {
  const roots = words2.map((word) => word.replace(/^\.\//, "").replace(/\/+$/, "")).filter((word) => word !== "" && word !== "." && !/^(?:\/|\.\.(?:\/|$))|\$/.test(word));
  return [...new Set(roots)].sort((a2, b) => b.length - a2.length);
}
function importsModule(imports, module) {
  return imports.some((spec) => spec === module || spec.startsWith(`${module}.`));
}

// src/core/changes/test-support/support-candidates.ts
function supportCandidates(entries, classify) {
  return entries.filter(
    (e) => (e.status === "modified" || e.status === "type-changed") && (e.oldKind === "file" || e.oldKind === "executable") && supportLanguage(e.path) !== null && classify(e.path).class === "source"
  ).map((e) => e.path);
}

// src/core/changes/test-support/test-packages.ts
var TEST_PACKAGE_RULE_PREFIX = `${TEST_SUPPORT_RULE_PREFIX} entry of a package of tests only`;
var ENTRY = /(?:^|\/)__init__\.py$/;
function packageEntryCandidates(entries, classOf) {
  const paths = entries.flatMap((e) => [changedBasePath(e) ?? [], arrivingPath(e) ?? []].flat()).filter((path6) => ENTRY.test(path6) && classOf(path6) === "source");
  return [...new Set(paths)];
}
function packageFolders(candidates) {
  return [...new Set(candidates.map(dirOf))];
}
function testPackageEntries(candidates, paths, classOf) {
  const python4 = paths.filter((p) => p.endsWith(".py") && !ENTRY.test(p));
  const found = /* @__PURE__ */ new Map();
  for (const entry of candidates) {
    const folder = dirOf(entry);
    const inside = python4.filter((p) => isWithin(dirOf(p), folder)).map(classOf);
    const onlyTests = inside.every((c3) => c3 === "test" || c3 === "harness");
    if (onlyTests && inside.includes("test")) {
      found.set(entry, `${TEST_PACKAGE_RULE_PREFIX} (${folder === "" ? "." : folder}/)`);
    }
  }
  return found;
}
function packageEntrySeverity(text2) {
  const same4 = text2.head !== null && entryCode(text2.base ?? "") === entryCode(text2.head);
  return same4 ? { severity: "warning", note: "its code is unchanged (docstring and comments only)" } : { severity: "critical", note: "its code changed" };
}
var DOCSTRING = /^[rRuU]?(?:"""(?:(?!""")[\s\S])*"""|'''(?:(?!''')[\s\S])*'''|"[^"\n]*"|'[^'\n]*')[ \t]*(?:\n|$)/;
function entryCode(text2) {
  const lines = text2.split(/\r?\n/).filter((line) => line.trim() !== "" && !line.trim().startsWith("#"));
  return lines.join("\n").replace(DOCSTRING, "");
}

// src/pipeline/read/test-support.ts
var MAX_ROUNDS2 = 6;
var PATHSPECS = {
  python: ["*.py"],
  javascript: ["*.js", "*.mjs", "*.cjs", "*.jsx", "*.ts", "*.mts", "*.cts", "*.tsx"],
  go: ["*.go"]
};
async function testSupportHarness(options) {
  const [helpers, packages, goFiles, shadows] = await Promise.all([
    helperHarness(options),
    packageEntryHarness(options),
    goPackageHarness(options),
    shadowHarness(options)
  ]);
  return new Map([...helpers, ...packages, ...goFiles, ...shadows]);
}
async function shadowHarness(options) {
  const { root, mergeBase: mergeBase2, classify } = options;
  const entries = await options.entries;
  const classOf = (path6) => classify(path6).class;
  if (arrivingSources(entries, classOf).length === 0) return /* @__PURE__ */ new Map();
  const configs = await readFiles(root, mergeBase2, PYTEST_CONFIGS);
  const roots = pythonpathRoots(
    [...configs.values()].flatMap((text2) => settingWords(text2, "pythonpath"))
  );
  const candidates = shadowCandidates(entries, classOf, roots);
  if (candidates.length === 0) return /* @__PURE__ */ new Map();
  const baseNames = baseModuleNames((await listTree(root, mergeBase2)).map((e) => e.path));
  const modules = [...new Set(candidates.map((c3) => c3.module))].filter((m) => !baseNames.has(m));
  if (modules.length === 0) return /* @__PURE__ */ new Map();
  const held = await wordHolders(root, mergeBase2, modules, PATHSPECS.python);
  const judged2 = [...new Set([...held.values()].flat())].filter((path6) => {
    const found = classify(path6).class;
    return found === "test" || found === "harness";
  });
  const importers = importersOf(await readFiles(root, mergeBase2, judged2), modules);
  return shadowingModules(candidates, baseNames, importers);
}
async function goPackageHarness(options) {
  const { root, mergeBase: mergeBase2, classify } = options;
  const candidates = goFileCandidates(await options.entries, (p) => classify(p).class);
  if (candidates.length === 0) return /* @__PURE__ */ new Map();
  const paths = await listFolders(root, mergeBase2, packageFolders(candidates));
  return goTestPackageFiles(candidates, paths, (p) => classify(p).class);
}
async function listFolders(root, commit, folders) {
  const listed = folders.includes("") ? await listTree(root, commit) : await listTree(root, commit, folders);
  return listed.map((entry) => entry.path);
}
async function packageEntryHarness(options) {
  const { root, mergeBase: mergeBase2, classify } = options;
  const candidates = packageEntryCandidates(await options.entries, (p) => classify(p).class);
  if (candidates.length === 0) return /* @__PURE__ */ new Map();
  const paths = await listFolders(root, mergeBase2, packageFolders(candidates));
  const named3 = await options.namedTests?.(paths.filter((p) => p.endsWith(".py"))) ?? /* @__PURE__ */ new Map();
  return testPackageEntries(candidates, paths, classWithTests(classify, named3));
}
async function helperHarness(options) {
  const { root, mergeBase: mergeBase2, classify } = options;
  const entries = await options.entries;
  const candidates = supportCandidates(entries, classify);
  if (candidates.length === 0) return /* @__PURE__ */ new Map();
  const listing = candidates.some((p) => supportLanguage(p) === "go") ? await listTree(root, mergeBase2) : [];
  const inFolder2 = lazyFolderIndex(() => listing.map((entry) => entry.path));
  const blobs = new Map(entries.map((e) => [e.path, e.oldBlob]));
  const seeded = await readBlobs(
    root,
    candidates.map((p) => blobs.get(p) ?? "")
  );
  const texts = new Map(
    candidates.map((p) => [p, seeded.get(blobs.get(p) ?? "") ?? null])
  );
  const holders = /* @__PURE__ */ new Map();
  const languages = new Set(candidates.flatMap((p) => supportLanguage(p) ?? []));
  const pathspecs = [...languages].flatMap((language) => PATHSPECS[language]);
  const judge2 = async (judged2, classOf) => {
    const tree = {
      classOf,
      text: (path6) => texts.get(path6),
      holding: (word) => holders.get(word),
      inFolder: inFolder2
    };
    let found = testSupport(judged2, tree);
    for (let round = 0; round < MAX_ROUNDS2; round += 1) {
      if (found.unread.length === 0 && found.unsearched.length === 0) break;
      const [read, held] = await Promise.all([
        readFiles(root, mergeBase2, found.unread),
        wordHolders(root, mergeBase2, found.unsearched, pathspecs)
      ]);
      for (const path6 of found.unread) texts.set(path6, read.get(path6) ?? null);
      for (const [word, paths] of held) holders.set(word, paths);
      found = testSupport(judged2, tree);
    }
    return found.support;
  };
  const byRules = await judge2(candidates, (path6) => classify(path6).class);
  const named3 = await options.namedTests?.([...holders.values()].flat()) ?? /* @__PURE__ */ new Map();
  if (named3.size === 0) return byRules;
  const others = candidates.filter((path6) => !named3.has(path6));
  return judge2(others, classWithTests(classify, named3));
}

// src/adapters/map-limit.ts
async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  async function worker() {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

// src/core/changes/classify-changes.ts
var SHADOWING_RULE = "python:shadowing-module";
function shadowsOnlyAtHead(entry, head) {
  return head.rule === SHADOWING_RULE && entry.status === "modified";
}
function classifyChanges(entries, classify) {
  return entries.map((entry) => {
    const classified = classify(entry.path);
    const head = shadowsOnlyAtHead(entry, classified) ? { class: "source", ecosystem: "python", rule: `${SHADOWING_RULE} (present at base)` } : classified;
    const basePath2 = entry.oldPath ?? entry.path;
    const oldClass = basePath2 === entry.path ? head.class : classify(basePath2).class;
    return { ...entry, class: head.class, ecosystem: head.ecosystem, oldClass, rule: head.rule };
  });
}

// src/core/changes/django-test-runner.ts
var SETS = /^\s*TEST_RUNNER\s*(?::[^=\n]*)?=(?!=)\s*(.*?)\s*(?:#.*)?$/;
function mayConfigureDjango(file) {
  return file.path.endsWith(".py") && file.status !== "deleted";
}
function testRunnerAnomalies(file, hunks) {
  if (!mayConfigureDjango(file)) return [];
  const removed = new Set(
    hunks.flatMap((h2) => h2.removed.flatMap((l) => SETS.exec(l.text)?.[1] ?? []))
  );
  return hunks.flatMap(
    (h2) => h2.added.flatMap((l) => {
      const value = SETS.exec(l.text)?.[1];
      if (value === void 0 || removed.has(value)) return [];
      return [
        {
          kind: "harness-modified",
          severity: "critical",
          path: file.path,
          line: l.line,
          detail: `sets Django's TEST_RUNNER to ${value}: the class that runs and reports the tests`
        }
      ];
    })
  );
}

// src/core/changes/doctest-text.ts
var DOCTEST_RULE_PREFIX = "base-executes:pytest-doctest ";
function doctestExamples(text2) {
  const examples = [];
  let current = null;
  for (const raw of text2.split("\n")) {
    const line = raw.trim();
    if (line.startsWith(">>>")) {
      if (current === null || !/^(>>>|\.\.\.)/.test(current[current.length - 1] ?? "")) {
        if (current !== null) examples.push(current.join("\n"));
        current = [];
      }
      current.push(line);
    } else if (current !== null && line !== "") current.push(line);
    else if (current !== null) {
      examples.push(current.join("\n"));
      current = null;
    }
  }
  if (current !== null) examples.push(current.join("\n"));
  return examples;
}
function doctestSeverity(text2) {
  const before = doctestExamples(text2.base ?? "");
  const after = doctestExamples(text2.head ?? "");
  const same4 = text2.head !== null && before.join("\n\n") === after.join("\n\n");
  return same4 ? { severity: "warning", note: "its doctest examples are unchanged (prose only)" } : { severity: "critical", note: "a doctest example changed" };
}

// src/core/changes/workspace-severity.ts
var PNPM_INSTALL_KEYS = /* @__PURE__ */ new Set([
  "catalog",
  "catalogs",
  "overrides",
  "patchedDependencies",
  "onlyBuiltDependencies",
  "neverBuiltDependencies",
  "ignoredBuiltDependencies",
  "allowedDeprecatedVersions",
  "peerDependencyRules",
  "minimumReleaseAge",
  "minimumReleaseAgeExclude",
  "linkWorkspacePackages",
  "preferWorkspacePackages",
  "saveWorkspaceProtocol",
  "autoInstallPeers",
  "strictPeerDependencies",
  "dedupePeerDependents",
  "registry",
  "nodeLinker",
  "shamefullyHoist"
]);
var LERNA_RELEASE_KEYS = /* @__PURE__ */ new Set(["version", "$schema", "changelogPreset", "npmClientArgs"]);
var LERNA_RELEASE_COMMANDS = /* @__PURE__ */ new Set(["publish", "version"]);
function strings5(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function droppedMembers(base, head) {
  const dropped = base.filter((glob) => !glob.startsWith("!") && !head.includes(glob));
  const excluded2 = head.filter((glob) => glob.startsWith("!") && !base.includes(glob));
  return [...dropped, ...excluded2];
}
var same2 = (a2, b) => JSON.stringify(a2) === JSON.stringify(b);
function changedKeys(base, head, skip) {
  const keys = /* @__PURE__ */ new Set([...Object.keys(base), ...Object.keys(head)]);
  return [...keys].filter((key2) => !skip(key2) && !same2(base[key2], head[key2])).sort();
}
function asDoc(value) {
  if (value === null || value === void 0) return {};
  return typeof value === "object" && !Array.isArray(value) ? value : null;
}
function parsedSides(text2, parse) {
  try {
    const base = asDoc(text2.base === null || text2.base.trim() === "" ? null : parse(text2.base));
    const head = asDoc(text2.head === null || text2.head.trim() === "" ? null : parse(text2.head));
    return base === null || head === null ? null : [base, head];
  } catch {
    return null;
  }
}
var UNREADABLE = {
  severity: "critical",
  note: "could not be parsed, so every change counts"
};
function judged(dropped, risky, runs) {
  const reasons = [
    ...dropped.length > 0 ? [`members dropped: ${dropped.join(", ")} (${runs})`] : [],
    ...risky.length > 0 ? [`${risky.join(", ")} can change what runs`] : []
  ];
  if (reasons.length > 0) return { severity: "critical", note: reasons.join("; ") };
  return { severity: "warning", note: "no member dropped (base version restored)" };
}
function pnpmWorkspaceSeverity(text2) {
  const sides2 = parsedSides(text2, (t) => parseYaml(t, { uniqueKeys: false }));
  if (sides2 === null) return UNREADABLE;
  const [base, head] = sides2;
  const dropped = droppedMembers(strings5(base.packages), strings5(head.packages));
  const risky = changedKeys(base, head, (key2) => key2 === "packages" || PNPM_INSTALL_KEYS.has(key2));
  return judged(dropped, risky, "their tests leave `pnpm -r test`");
}
function lernaSeverity(text2) {
  const sides2 = parsedSides(text2, (t) => JSON.parse(t));
  if (sides2 === null) return UNREADABLE;
  const [base, head] = sides2;
  const dropped = droppedMembers(strings5(base.packages), strings5(head.packages));
  const topKeys = changedKeys(
    base,
    head,
    (key2) => key2 === "packages" || key2 === "command" || LERNA_RELEASE_KEYS.has(key2)
  );
  const commands = changedKeys(
    asDoc(base.command) ?? { command: base.command },
    asDoc(head.command) ?? { command: head.command },
    (key2) => LERNA_RELEASE_COMMANDS.has(key2)
  ).map((key2) => `command.${key2}`);
  return judged(dropped, [...topKeys, ...commands], "their tests leave `lerna run test`");
}

// src/core/changes/harness-severity.ts
var NPM_INSTALL_KEYS = /* @__PURE__ */ new Set([
  "registry",
  "save",
  "save-exact",
  "save-prefix",
  "save-dev",
  "engine-strict",
  "fund",
  "audit",
  "audit-level",
  "loglevel",
  "progress",
  "update-notifier",
  "strict-ssl",
  "cafile",
  "ca",
  "always-auth",
  "email",
  "package-lock",
  "legacy-peer-deps",
  "auto-install-peers",
  "strict-peer-dependencies",
  "prefer-offline",
  "prefer-online",
  "fetch-retries",
  "fetch-timeout",
  "network-concurrency",
  "proxy",
  "https-proxy",
  "noproxy",
  "yarn-offline-mirror",
  "network-timeout",
  "disable-self-update-check"
]);
var NPM_SCOPED = /^@[^:]+:registry$|^\/\/.+:(_authToken|_auth|_password|username|email|always-auth|certfile|keyfile)$/;
var YARN_BERRY_KEYS = /* @__PURE__ */ new Set([
  "npmRegistryServer",
  "npmPublishRegistry",
  "npmScopes",
  "npmRegistries",
  "npmAuthToken",
  "npmAuthIdent",
  "npmAlwaysAuth",
  "unsafeHttpWhitelist",
  "httpTimeout",
  "httpRetry",
  "httpProxy",
  "httpsProxy",
  "caFilePath",
  "networkConcurrency",
  "enableTelemetry",
  "enableGlobalCache",
  "enableProgressBars",
  "enableMirror",
  "enableImmutableInstalls",
  "enableHardenedMode",
  "compressionLevel",
  "changesetBaseRefs",
  "initScope",
  "defaultSemverRangePrefix"
]);
var BUN_INSTALL_KEYS = /* @__PURE__ */ new Set([
  "registry",
  "scopes",
  "cache",
  "exact",
  "frozenLockfile",
  "saveTextLockfile",
  "dev",
  "optional",
  "peer",
  "production",
  "dryRun",
  "globalDir",
  "globalBinDir"
]);
var TOOLCHAIN_KEYS = /* @__PURE__ */ new Set(["channel", "components", "targets", "profile"]);
var WARNING_RULES = /* @__PURE__ */ new Map([
  ["generic:runtime-version", "a runtime version pin (base version restored)"],
  ["generic:.editorconfig", "formatting settings only (base version restored)"],
  // Its effect on the run is the checkout of the locked tree, which then uses base's attributes.
  [
    "generic:.gitattributes",
    "checkout attributes (base version restored: the locked tree is written with base's)"
  ]
]);
var unquote = (text2) => text2.trim().replace(/^"(.*)"$/, "$1");
function iniValues(text2) {
  const values = /* @__PURE__ */ new Map();
  for (const raw of (text2 ?? "").split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#") || line.startsWith(";")) continue;
    const match = /^("[^"]*"|[^\s=]+)\s*(?:=\s*|\s+)?(.*)$/.exec(line);
    if (match) values.set(unquote(match[1] ?? ""), unquote(match[2] ?? ""));
  }
  return values;
}
function documentValues(text2, parse) {
  if (text2 === null || text2.trim() === "") return /* @__PURE__ */ new Map();
  let parsed;
  try {
    parsed = parse(text2);
  } catch {
    return null;
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return null;
  return new Map(Object.entries(parsed).map(([key2, value]) => [key2, JSON.stringify(value)]));
}
function changedKeys2(base, head) {
  const keys = /* @__PURE__ */ new Set([...base.keys(), ...head.keys()]);
  return [...keys].filter((key2) => base.get(key2) !== head.get(key2)).sort();
}
function verdict(changed, benign) {
  if (changed.length === 0) {
    return { severity: "warning", note: "no setting changed (base version restored)" };
  }
  const risky = changed.filter((key2) => !benign(key2));
  if (risky.length === 0) {
    return {
      severity: "warning",
      note: `install/registry settings only: ${changed.join(", ")} (base version restored)`
    };
  }
  return { severity: "critical", note: `${risky.join(", ")} can change what runs` };
}
var unreadable = {
  severity: "critical",
  note: "could not be parsed, so every change counts"
};
function npmrc(text2) {
  const changed = changedKeys2(iniValues(text2.base), iniValues(text2.head));
  return verdict(changed, (key2) => NPM_INSTALL_KEYS.has(key2) || NPM_SCOPED.test(key2));
}
function yarnBerry(text2) {
  const base = documentValues(text2.base, parseYaml);
  const head = documentValues(text2.head, parseYaml);
  if (base === null || head === null) return unreadable;
  return verdict(changedKeys2(base, head), (key2) => YARN_BERRY_KEYS.has(key2));
}
function tableValues(values, table3) {
  const json = values.get(table3);
  const parsed = json === void 0 ? {} : JSON.parse(json);
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) return /* @__PURE__ */ new Map();
  return new Map(Object.entries(parsed).map(([key2, value]) => [key2, JSON.stringify(value)]));
}
function tomlChanges(text2, nested) {
  const base = documentValues(text2.base, parseToml);
  const head = documentValues(text2.head, parseToml);
  if (base === null || head === null) return null;
  return changedKeys2(base, head).flatMap(
    (key2) => nested.includes(key2) ? changedKeys2(tableValues(base, key2), tableValues(head, key2)).map((sub) => `${key2}.${sub}`) : [key2]
  );
}
function bunfig(text2) {
  const changed = tomlChanges(text2, ["install"]);
  if (changed === null) return unreadable;
  return verdict(
    changed,
    (key2) => key2 === "telemetry" || BUN_INSTALL_KEYS.has(key2.replace(/^install\./, ""))
  );
}
function rustToolchain(text2) {
  const bare = (side) => side === null || /^\s*[\w.-]+\s*$/.test(side) || side.trim() === "";
  if (bare(text2.base) && bare(text2.head)) {
    return { severity: "warning", note: "toolchain channel only (base version restored)" };
  }
  const changed = tomlChanges(text2, ["toolchain"]);
  if (changed === null) return unreadable;
  return verdict(changed, (key2) => TOOLCHAIN_KEYS.has(key2.replace(/^toolchain\./, "")));
}
var POETRY_INSTALL_TABLES = /* @__PURE__ */ new Set([
  "installer",
  "repositories",
  "certificates",
  "http-basic",
  "pypi-token",
  "keyring",
  "solver",
  "requests",
  "warnings"
]);
function poetryToml(text2) {
  const nested = [...POETRY_INSTALL_TABLES, "virtualenvs", "python"];
  const changed = tomlChanges(text2, nested);
  if (changed === null) return unreadable;
  return verdict(changed, (key2) => POETRY_INSTALL_TABLES.has(key2.split(".")[0] ?? ""));
}
function goWorkSum(text2) {
  const lines = (text2.head ?? "").split(/\r?\n/).filter((line) => line.trim() !== "");
  const sums = lines.every((line) => /^\S+ \S+ h1:[A-Za-z0-9+/]+=*$/.test(line.trim()));
  return sums ? { severity: "warning", note: "checksum lines only (base version restored)" } : { severity: "critical", note: "holds lines that are not module checksums" };
}
var BY_CONTENT = /* @__PURE__ */ new Map([
  ["javascript:.npmrc", npmrc],
  ["javascript:.yarnrc", npmrc],
  ["javascript:.yarnrc.yml", yarnBerry],
  ["javascript:bunfig.toml", bunfig],
  ["rust:rust-toolchain", rustToolchain],
  ["python:poetry.toml", poetryToml],
  ["go:go.work.sum", goWorkSum],
  ["javascript:pnpm-workspace.yaml", pnpmWorkspaceSeverity],
  ["javascript:lerna.json", lernaSeverity]
]);
var CONTENT_RULES = new Set(BY_CONTENT.keys());
var BY_PREFIX = [
  [DOCTEST_RULE_PREFIX, doctestSeverity],
  [TEST_PACKAGE_RULE_PREFIX, packageEntrySeverity],
  [GO_TEST_PACKAGE_RULE_PREFIX, goTestPackageSeverity]
];
var byPrefix = (rule2) => BY_PREFIX.find(([prefix]) => rule2.startsWith(prefix))?.[1];
function isContentRule(rule2) {
  return CONTENT_RULES.has(rule2) || byPrefix(rule2) !== void 0;
}
function harnessSeverity(rule2, text2) {
  if (rule2 === void 0) return null;
  const fixed = WARNING_RULES.get(rule2);
  if (fixed !== void 0) return { severity: "warning", note: fixed };
  const byContent = byPrefix(rule2) ?? BY_CONTENT.get(rule2);
  if (byContent === void 0) return null;
  if (text2 === void 0) return { severity: "critical", note: "its text could not be read" };
  return byContent(text2);
}

// src/core/changes/skip-markers.ts
var HASH_COMMENTS = /* @__PURE__ */ new Set(["python", "ruby", "php"]);
var NO_SLASH_COMMENTS = /* @__PURE__ */ new Set(["python", "ruby"]);
function rustCharEnd(line, i2) {
  if (line[i2 + 1] === "\\") {
    const close = line.indexOf("'", i2 + 3);
    return close === -1 ? -1 : close;
  }
  const cp = line.codePointAt(i2 + 1);
  if (cp === void 0) return -1;
  const after = i2 + 1 + (cp > 65535 ? 2 : 1);
  return line[after] === "'" ? after : -1;
}
function stringEnd2(line, i2, quote2) {
  for (let j = i2 + 1; j < line.length; j++) {
    if (line[j] === "\\") j++;
    else if (line[j] === quote2) return j;
  }
  return -1;
}
function commentStarts(line, i2, eco) {
  const c3 = line[i2];
  const next = line[i2 + 1];
  if (c3 === "/" && next === "/") return eco === null || !NO_SLASH_COMMENTS.has(eco);
  if (c3 !== "#") return false;
  if (eco !== null && HASH_COMMENTS.has(eco)) return !(eco === "php" && next === "[");
  return (eco === null || eco === "generic" || eco === "ci") && (next === " " || next === void 0);
}
function lineCode(line, ecosystem) {
  const trimmed = line.trim();
  const cLike = ecosystem === null || !NO_SLASH_COMMENTS.has(ecosystem);
  if (cLike && /^\*(\s|\/|$)/.test(trimmed)) return { code: "", bare: "" };
  let code = "";
  let bare = "";
  let i2 = 0;
  while (i2 < line.length) {
    const c3 = line[i2];
    if (commentStarts(line, i2, ecosystem)) break;
    if (c3 === "/" && line[i2 + 1] === "*" && cLike) {
      const close = line.indexOf("*/", i2 + 2);
      if (close === -1) break;
      i2 = close + 2;
      code += " ";
      bare += " ";
      continue;
    }
    const isQuote = c3 === '"' || c3 === "`" || c3 === "'";
    const end = !isQuote ? -1 : c3 === "'" && ecosystem === "rust" ? rustCharEnd(line, i2) : stringEnd2(line, i2, c3);
    if (end === -1) {
      code += c3;
      bare += c3;
      i2++;
      continue;
    }
    code += line.slice(i2, end + 1);
    bare += `${c3}${c3}`;
    i2 = end + 1;
  }
  return { code: code.trim(), bare: bare.trim() };
}
var call = (m) => `${m[0].replace(/\s*\($/, "")}()`;
var asIs = (m) => m[0];
var group = (n2, prefix = "", suffix = "") => {
  return (m) => `${prefix}${m[n2] ?? ""}${suffix}`;
};
var RULES = [
  // Python: pytest and unittest.
  { re: /@?pytest\.mark\.(?:skipif|skip|xfail)\b/, name: asIs, langs: ["python"], generic: true },
  {
    re: /\bpytest\.(?:skip|xfail|importorskip)\s*\(/,
    name: call,
    langs: ["python"],
    generic: true
  },
  {
    re: /@?unittest\.(?:skipIf|skipUnless|skip|expectedFailure)\b/,
    name: asIs,
    langs: ["python"],
    generic: true
  },
  {
    re: /@(?:skipIf|skipUnless|skip|expectedFailure)\b/,
    name: asIs,
    langs: ["python"],
    generic: false
  },
  { re: /\bself\.skipTest\s*\(/, name: call, langs: ["python"], generic: true },
  { re: /\braise\s+(?:unittest\.)?SkipTest\b/, name: asIs, langs: ["python"], generic: true },
  // JavaScript / TypeScript: jest, vitest, mocha, jasmine, playwright, ava, uvu, tape, bun.
  {
    re: /(?<![\w$.])(?:it|test|describe|suite|context|specify|bench)(?:\.\w+)*?\.(?:skipIf|runIf|todoIf|failingIf|if|skip|only|todo|failing|fails|fixme)\b/,
    name: asIs,
    langs: ["javascript"],
    generic: true
  },
  {
    re: /(?<![\w$.])(?:xit|xdescribe|xtest|xcontext|xspecify)\s*\(/,
    name: call,
    langs: ["javascript", "ruby"],
    generic: true
  },
  {
    re: /(?<![\w$.])(?:fit|fdescribe|ftest|fcontext)\s*\(/,
    name: call,
    langs: ["javascript", "ruby"],
    generic: false
  },
  { re: /\bthis\.skip\s*\(/, name: call, langs: ["javascript"], generic: false },
  // tap / node:test / tape: the test context `t` skips, marks todo or focuses.
  {
    re: /(?<![\w$.])t\.(?:skip|todo|only)\s*\(/,
    name: call,
    langs: ["javascript"],
    generic: false
  },
  // Deno.test.ignore, lab.experiment.skip: the namespace puts a dot before `test`.
  {
    re: /\b(?:Deno|lab)\.(?:test|it|experiment|describe)\.(?:ignore|skip|only|todo)\b/,
    name: asIs,
    langs: ["javascript"],
    generic: true
  },
  // uvu suites have any name (`const limits = suite('limits')`): `limits.skip('x', ...)`.
  {
    re: /(?<![\w$.])[A-Za-z_$][\w$]*\.(?:skip|only)\s*\(\s*(?:''|""|``)\s*,/,
    name: (m) => call(m).replace(/\s*\(.*$/, "()"),
    langs: ["javascript"],
    generic: false
  },
  // Options of a test call: `test('x', { skip: true }, fn)` (tap, node:test, lab, bun),
  // `Deno.test({ name, ignore: true, fn })`; `false` (or nothing) runs the test.
  {
    re: /(?<![\w$])(?:it|test|describe|suite|context|specify|t\.test|Deno\.test|experiment)\s*\(\s*(?:(?:''|""|``)\s*,\s*)?\{[^}]*?\b(skip|todo|only|ignore)\s*:\s*(?!false\b|undefined\b|null\b|0\b)[^\s,}]/,
    name: group(1, "{ ", ": ... }"),
    langs: ["javascript"],
    generic: false
  },
  // japa chains modifiers on the test: `}).skip(true, 'later')`, `.pin()` runs only pinned tests.
  {
    re: /\)\s*\.(skip|pin)\s*\(\s*(?:true\b|''|""|``|\))/,
    name: group(1, ".", "()"),
    langs: ["javascript"],
    generic: false
  },
  // jasmine: `pending('why')` inside a spec.
  { re: /^\s*pending\s*\(/, name: () => "pending()", langs: ["javascript"], generic: false },
  // Go.
  {
    re: /\b(\w+(?:\(\))?)\.(SkipNow|Skipf|Skip)\s*\(/,
    name: (m) => `${m[1]}.${m[2]}()`,
    langs: ["go"],
    generic: false
  },
  // Rust.
  { re: /#\[\s*ignore\b/, name: () => "#[ignore]", langs: ["rust"], generic: true },
  { re: /#\[\s*should_panic\b/, name: () => "#[should_panic]", langs: ["rust"], generic: true },
  {
    re: /#\[\s*cfg_attr\s*\(.*\bignore\b/,
    name: () => "#[ignore]",
    langs: ["rust"],
    generic: true
  },
  // JUnit (Java, Kotlin).
  {
    re: /@(Disabled\w*|Enabled(?:If|On)\w*|Ignore)\b/,
    name: group(1, "@"),
    langs: ["java"],
    generic: true
  },
  {
    re: /\b(?:Assumptions\.|Assume\.)?(assume(?:True|False|That))\s*\(/,
    name: group(1, "", "()"),
    langs: ["java"],
    generic: false
  },
  // xUnit, NUnit, MSTest.
  { re: /\[[^\]]*\bSkip\s*=/, name: () => "Skip =", langs: ["csharp"], generic: true },
  {
    re: /\[(?:[^\]]*,)?\s*(Ignore|Explicit)\b/,
    name: group(1, "[", "]"),
    langs: ["csharp"],
    generic: true
  },
  { re: /\bAssert\.(?:Ignore|Inconclusive)\s*\(/, name: call, langs: ["csharp"], generic: false },
  // PHPUnit, Pest.
  { re: /\bmarkTest(?:Skipped|Incomplete)\s*\(/, name: call, langs: ["php"], generic: true },
  { re: /->(?:skip|todo)\s*\(/, name: (m) => call(m).slice(2), langs: ["php"], generic: false },
  // GoogleTest.
  { re: /\bDISABLED_\w*/, name: () => "DISABLED_", langs: ["cpp"], generic: true },
  { re: /\bGTEST_SKIP\b/, name: () => "GTEST_SKIP()", langs: ["cpp"], generic: true },
  // RSpec, minitest: `skip` and `pending` are ordinary words elsewhere, so only as statements.
  {
    re: /(?<![\w.])(xit|xspecify|xexample|xscenario|xdescribe|xcontext|xfeature|fit|fdescribe|fcontext)\b(?!\s*=)/,
    name: group(1),
    langs: ["ruby"],
    generic: false
  },
  {
    re: /(?:^|\bdo\s+|[;{]\s*)(skip|pending)\b(?!\s*=(?!=))(?![?!:])/,
    name: group(1),
    langs: ["ruby"],
    generic: false
  },
  {
    re: /(?<![\w:])(skip|pending|focus):\s*(?!false\b|nil\b)\S/,
    name: group(1, "", ":"),
    langs: ["ruby"],
    generic: false
  },
  { re: /,\s*:(skip|pending|focus)\b/, name: group(1, ":"), langs: ["ruby"], generic: false }
];
function applies(rule2, eco) {
  if (eco === null || eco === "generic" || eco === "ci") return rule2.generic;
  return rule2.langs.includes(eco);
}
function findSkipMarker(line, ecosystem) {
  const { bare } = lineCode(line, ecosystem);
  if (bare === "") return null;
  for (const rule2 of RULES) {
    if (!applies(rule2, ecosystem)) continue;
    const m = rule2.re.exec(bare);
    if (m) return rule2.name(m);
  }
  return null;
}

// src/core/changes/assertion-changes.ts
var RULES2 = [
  { re: /^assert\b/, langs: ["python", "java"], generic: true },
  { re: /\bassert\w*\s*\(/, langs: ["python", "java", "javascript", "php", "cpp"], generic: true },
  { re: /\bself\.(?:assert\w*|fail\w*)\s*\(/, langs: ["python"], generic: true },
  { re: /\bpytest\.(?:raises|warns|fail)\s*\(/, langs: ["python"], generic: true },
  { re: /\b\w*assert\w*!\s*[([{]/, langs: ["rust"], generic: true },
  { re: /\bexpect\s*\(/, langs: ["javascript", "ruby", "php"], generic: true },
  { re: /\bexpect\.\w+/, langs: ["javascript"], generic: true },
  { re: /\bassert\.\w+/, langs: ["javascript", "go"], generic: true },
  { re: /^\.(?:not\.|resolves\.|rejects\.)*to[A-Z]\w*\s*\(/, langs: ["javascript"], generic: true },
  { re: /(?:\.|\b)should\b/, langs: ["javascript", "ruby"], generic: true },
  {
    re: /\bt\.(?:is|not|deepEqual|notDeepEqual|true|false|truthy|falsy|throws|throwsAsync|notThrows|equal|same|ok|match|regex|snapshot)\s*\(/,
    langs: ["javascript"],
    generic: false
  },
  {
    re: /\b\w+(?:\(\))?\.(?:Error|Errorf|Fatal|Fatalf|Fail|FailNow)\s*\(/,
    langs: ["go"],
    generic: true
  },
  { re: /\brequire\.\w+\s*\(/, langs: ["go"], generic: false },
  {
    re: /\b(?:Assert|Assertions|CollectionAssert|StringAssert)\.\w+/,
    langs: ["java", "csharp"],
    generic: true
  },
  { re: /\bverify\s*\(/, langs: ["java"], generic: false },
  {
    re: /^\.(?:is|has|contains|doesNot|startsWith|endsWith)[A-Z]?\w*\s*\(/,
    langs: ["java"],
    generic: false
  },
  { re: /\bshould(?:Be|NotBe|Throw|Contain|Have)\w*\b/, langs: ["java"], generic: true },
  {
    re: /\.Should\(\)|^\.(?:Be|NotBe|Have|Contain|Equal)\w*\s*\(/,
    langs: ["csharp"],
    generic: true
  },
  { re: /\bis_expected\b|\.(?:to|not_to|to_not|should_not)\b/, langs: ["ruby"], generic: false },
  { re: /\b(?:assert|refute)\w*\b|\b(?:must|wont)_\w+/, langs: ["ruby"], generic: false },
  {
    re: /(?:\$this->|self::|static::)assert\w*\s*\(|->to[A-Z]\w*\s*\(/,
    langs: ["php"],
    generic: true
  },
  { re: /\b(?:EXPECT|ASSERT)_\w+\s*\(|\bstatic_assert\s*\(/, langs: ["cpp"], generic: true },
  {
    re: /\b(?:REQUIRE|CHECK)(?:_\w+)?\s*\(|\bBOOST_\w*(?:CHECK|REQUIRE)\w*\s*\(/,
    langs: ["cpp"],
    generic: true
  }
];
function isGoCheck(bare) {
  const m = /^(?:\}\s*else\s+)?if\s+(.*)\{$/.exec(bare);
  if (!m) return false;
  const clauses = (m[1] ?? "").split(";");
  const cond = (clauses[clauses.length - 1] ?? "").trim();
  if (/^\w+\s*[!=]=\s*nil$/.test(cond)) return false;
  return /[!=]=|[<>]|^!|&&|\|\|/.test(cond);
}
function applies2(rule2, eco) {
  if (eco === null || eco === "generic" || eco === "ci") return rule2.generic;
  return rule2.langs.includes(eco);
}
function isAssertionLine(line, ecosystem) {
  const { bare } = lineCode(line, ecosystem);
  if (bare === "") return false;
  if (ecosystem === "go" && isGoCheck(bare)) return true;
  return RULES2.some((r) => applies2(r, ecosystem) && r.re.test(bare));
}
var TOKEN = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|\d[\w.]*|[A-Za-z_$][\w$]*|===|!==|==|!=|<=|>=|&&|\|\||->|=>|::|\*\*|\S/g;
var WORD_LITERALS = /* @__PURE__ */ new Set([
  "true",
  "false",
  "True",
  "False",
  "None",
  "null",
  "nil",
  "undefined",
  "NaN",
  "Infinity"
]);
var PUNCTUATION = /^[()[\]{};,.]$/;
function tokens(code) {
  const toks = code.match(TOKEN) ?? [];
  while (toks.length > 0 && /^[;,\\]$/.test(toks[toks.length - 1])) toks.pop();
  return toks;
}
function isLiteral(tok) {
  return /^["'`\d]/.test(tok) || WORD_LITERALS.has(tok);
}
function similarity(a2, b) {
  const key2 = (t) => isLiteral(t) ? "<lit>" : t;
  const left = a2.filter((t) => !PUNCTUATION.test(t)).map(key2);
  const right = b.filter((t) => !PUNCTUATION.test(t)).map(key2);
  if (left.length + right.length === 0) return 1;
  const counts2 = /* @__PURE__ */ new Map();
  for (const t of left) counts2.set(t, (counts2.get(t) ?? 0) + 1);
  let common2 = 0;
  for (const t of right) {
    const n2 = counts2.get(t) ?? 0;
    if (n2 > 0) {
      common2++;
      counts2.set(t, n2 - 1);
    }
  }
  return 2 * common2 / (left.length + right.length);
}
var PAIR_THRESHOLD = 0.5;
function sides(hunks, eco, pick) {
  return hunks.flatMap(
    (h2, hunk) => pick(h2).filter((l) => isAssertionLine(l.text, eco)).map((l) => {
      const code = lineCode(l.text, eco).code;
      return { hunk, line: l.line, code, toks: tokens(code), used: false };
    })
  );
}
var sameTokens = (a2, b) => a2.toks.join("\0") === b.toks.join("\0");
function pairIdentical(removed, added2) {
  for (const r of removed) {
    const a2 = added2.find((x) => !x.used && sameTokens(r, x));
    if (a2) {
      r.used = true;
      a2.used = true;
    }
  }
}
function pairSimilar(removed, added2) {
  const candidates = [];
  for (const r of removed.filter((x) => !x.used)) {
    for (const a2 of added2.filter((x) => !x.used && x.hunk === r.hunk)) {
      const score = similarity(r.toks, a2.toks);
      if (score >= PAIR_THRESHOLD) candidates.push({ r, a: a2, score });
    }
  }
  candidates.sort((x, y) => y.score - x.score || x.r.line - y.r.line || x.a.line - y.a.line);
  const pairs = [];
  for (const { r, a: a2 } of candidates) {
    if (r.used || a2.used) continue;
    r.used = true;
    a2.used = true;
    pairs.push([r, a2]);
  }
  return pairs;
}
function messageAdded(before, after, eco) {
  let k = 0;
  while (k < before.length && before[k] === after[k]) k++;
  const tail = before.slice(k);
  if (eco === "python" && tail.length > 0) return false;
  const inserted = after.slice(k, after.length - tail.length);
  if (after.slice(after.length - tail.length).join("\0") !== tail.join("\0")) return false;
  const [comma, first, second] = inserted;
  const message = first !== void 0 && /^["'`]/.test(first) ? first : /^[frbu]{1,2}$/i.test(first ?? "") ? second : void 0;
  return comma === "," && message !== void 0 && /^["'`]/.test(message);
}
function assertionChanges(hunks, ecosystem) {
  const removed = sides(hunks, ecosystem, (h2) => h2.removed);
  const added2 = sides(hunks, ecosystem, (h2) => h2.added);
  pairIdentical(removed, added2);
  const changes = pairSimilar(removed, added2).filter(([r, a2]) => !messageAdded(r.toks, a2.toks, ecosystem)).map(([r, a2]) => ({ kind: "changed", line: a2.line, before: r.code, after: a2.code }));
  for (const r of removed.filter((x) => !x.used)) {
    const at = Math.max(1, hunks[r.hunk]?.newStart ?? 1);
    changes.push({ kind: "removed", line: at, before: r.code, after: null });
  }
  return changes.sort(
    (x, y) => x.line - y.line || (x.before < y.before ? -1 : x.before > y.before ? 1 : 0)
  );
}
var MAX_SHOWN = 100;
var clipText = (s) => s.length > MAX_SHOWN ? `${s.slice(0, MAX_SHOWN - 1)}\u2026` : s;
function describeAssertionChange(change) {
  if (change.after === null) return `assertion removed: ${clipText(change.before)}`;
  return `assertion changed: ${clipText(change.before)} -> ${clipText(change.after)}`;
}

// src/core/changes/hunk-anomalies.ts
var EDITED = /* @__PURE__ */ new Set([
  "modified",
  "type-changed",
  "renamed",
  "unmerged",
  "unknown"
]);
function addedMarkers(hunks, eco) {
  const removed = /* @__PURE__ */ new Map();
  for (const l of hunks.flatMap((h2) => h2.removed)) {
    const name = findSkipMarker(l.text, eco);
    if (name !== null) removed.set(name, (removed.get(name) ?? 0) + 1);
  }
  const hits = [];
  for (const l of hunks.flatMap((h2) => h2.added)) {
    const name = findSkipMarker(l.text, eco);
    if (name === null) continue;
    const pending = removed.get(name) ?? 0;
    if (pending > 0) removed.set(name, pending - 1);
    else hits.push({ line: l.line, name });
  }
  return hits.sort((a2, b) => a2.line - b.line);
}
function skipMarkerAnomalies(path6, hunks, ecosystem) {
  return addedMarkers(hunks, ecosystem).map((hit) => ({
    kind: "skip-marker-added",
    severity: "critical",
    path: path6,
    line: hit.line,
    detail: `${hit.name} added`
  }));
}
function assertionAnomalies(path6, hunks, ecosystem) {
  return assertionChanges(hunks, ecosystem).map((change) => ({
    kind: "assertion-removed",
    severity: "critical",
    path: path6,
    line: change.line,
    detail: describeAssertionChange(change)
  }));
}
function byLineThenKind(a2, b) {
  return (a2.line ?? 0) - (b.line ?? 0) || (a2.kind < b.kind ? -1 : a2.kind > b.kind ? 1 : 0);
}
function hunkAnomalies(file, hunks) {
  if (file.oldClass !== "test" || file.class !== "test" || !EDITED.has(file.status)) return [];
  return [
    ...skipMarkerAnomalies(file.path, hunks, file.ecosystem),
    ...assertionAnomalies(file.path, hunks, file.ecosystem)
  ].sort(byLineThenKind);
}
function firstChangedLine(hunks) {
  const first = hunks[0];
  if (first === void 0) return null;
  return first.added[0]?.line ?? Math.max(1, first.newStart);
}
function modificationSummary(file, hunks) {
  const change = assertionChanges(hunks, file.ecosystem)[0];
  if (change !== void 0) return { detail: describeAssertionChange(change), line: change.line };
  const marker = addedMarkers(hunks, file.ecosystem)[0];
  if (marker !== void 0) return { detail: `${marker.name} added`, line: marker.line };
  if (hunks.length === 0) return { detail: "modified: no line changes", line: null };
  const plus = hunks.reduce((n2, h2) => n2 + h2.added.length, 0);
  const minus = hunks.reduce((n2, h2) => n2 + h2.removed.length, 0);
  return { detail: `modified: +${plus} -${minus} lines`, line: firstChangedLine(hunks) };
}

// src/core/changes/yarn-pnp-severity.ts
function pnpProjectDir(path6) {
  const cache = /^(.*\/)?\.yarn\/(?:cache|unplugged)\//.exec(path6);
  if (cache) return cache[1] ?? "";
  return path6.slice(0, path6.lastIndexOf("/") + 1);
}
function pnpSeverity(path6, changes) {
  const lockfile = `${pnpProjectDir(path6)}yarn.lock`;
  const installed2 = changes.some(
    (f) => f.path === lockfile && (f.status === "modified" || f.status === "added")
  );
  return installed2 ? { severity: "warning", note: `${lockfile} changed too (base version restored)` } : {
    severity: "critical",
    note: `${lockfile} did not change, so the installed code was edited`
  };
}

// src/core/changes/file-anomalies.ts
function anomaly(kind, path6, line, detail, severity = "critical") {
  return { kind, severity, path: path6, line, detail };
}
var basename = (path6) => path6.slice(path6.lastIndexOf("/") + 1);
var COMPILED = /(^|\/)__pycache__\/|\.(pyc|pyo|pyd|so|dylib|dll|node|wasm|class|jar|war|o|obj|a|lib|exe)$/;
function harnessLabel(path6) {
  if (COMPILED.test(path6)) return "compiled artefact";
  if (/^\.github\/workflows\//.test(path6)) return "CI workflow";
  if (/(^|\/)__snapshots__\/|\.(snap|ambr)$/.test(path6)) return "snapshot";
  if (/(^|\/)testdata\/|\.golden$|\.approved\./.test(path6)) return "golden file";
  return basename(path6);
}
var DERIVED_LABELS = [
  [TEST_SUPPORT_RULE_PREFIX, "test support"],
  [TEST_DATA_RULE_PREFIX, "test data"]
];
function supportLabel(f, label) {
  const rule2 = f.rule ?? "";
  const derived = DERIVED_LABELS.find(([prefix]) => rule2.startsWith(prefix));
  if (derived === void 0) return label;
  return `${label} (${derived[1]}: ${rule2.slice(derived[0].length).trim()})`;
}
var similarity2 = (f) => f.similarity === null ? "" : ` (${f.similarity}% similar)`;
function modifiedTest(f, hunks) {
  if (f.status === "type-changed") {
    return anomaly("test-modified", f.path, null, `type changed: ${f.oldKind} -> ${f.newKind}`);
  }
  const fileHunks = hunks?.get(f.path);
  if (fileHunks === void 0) return anomaly("test-modified", f.path, null, "modified");
  const summary = modificationSummary(f, fileHunks);
  return anomaly("test-modified", f.path, summary.line, summary.detail);
}
var LINE_CHARS = 200;
function clipLine(text2) {
  const trimmed = text2.trim();
  return trimmed.length > LINE_CHARS ? `${trimmed.slice(0, LINE_CHARS - 1)}\u2026` : trimmed;
}
function harnessModified(path6, label, hunks) {
  const first = hunks?.find((h2) => h2.added.length > 0 || h2.removed.length > 0);
  if (first === void 0) return anomaly("harness-modified", path6, null, `${label} modified`);
  const before = first.removed[0];
  const after = first.added[0];
  const line = after?.line ?? Math.max(1, first.newStart);
  let change = "";
  if (before !== void 0 && after !== void 0) {
    change = `${clipLine(before.text)} -> ${clipLine(after.text)}`;
  } else if (after !== void 0) change = `line added: ${clipLine(after.text)}`;
  else if (before !== void 0) change = `line removed: ${clipLine(before.text)}`;
  return anomaly("harness-modified", path6, line, `${label} modified: ${change}`);
}
function harnessDetail(f, path6, what, rest) {
  const compiled = f.rule === COMPILED_RULE.name || COMPILED.test(path6);
  return compiled ? `compiled artefact ${what}: ${path6} (${rest})` : `${supportLabel(f, harnessLabel(path6))} ${what} (${rest})`;
}
function baseSide(f, hunks) {
  const basePath2 = f.oldPath ?? f.path;
  const label = supportLabel(f, harnessLabel(basePath2));
  switch (f.status) {
    case "added":
    case "copied":
      return [];
    case "deleted":
      if (f.oldClass === "test") {
        return [anomaly("test-deleted", f.path, null, "test file deleted (restored from base)")];
      }
      if (f.oldClass === "harness") {
        const detail = harnessDetail(f, f.path, "deleted", "restored from base");
        return [anomaly("harness-modified", f.path, null, detail)];
      }
      return [];
    case "renamed": {
      const moved2 = `renamed to ${f.path}${similarity2(f)}`;
      if (f.oldClass === "test") {
        const rest = f.class === "test" ? `; base path restored, ${f.path} left out of the run` : "";
        return [anomaly("test-renamed", basePath2, null, `${moved2}${rest}`)];
      }
      if (f.oldClass === "harness") {
        const rest = f.class === "harness" ? `, ${f.path} removed from the run` : "";
        const detail = `${label} ${moved2}; base path restored${rest}`;
        return [anomaly("harness-modified", basePath2, null, detail)];
      }
      return [];
    }
    default:
      if (f.oldClass === "test") return [modifiedTest(f, hunks)];
      if (f.oldClass === "harness") {
        if (f.status === "type-changed") {
          const detail = `${label} type changed: ${f.oldKind} -> ${f.newKind}`;
          return [anomaly("harness-modified", f.path, null, detail)];
        }
        return [harnessModified(f.path, label, hunks?.get(f.path))];
      }
      return [];
  }
}
function headSide(f, newPackages) {
  const isNew = f.status === "added" || f.status === "copied" || f.status === "renamed";
  if (!isNew) return [];
  if (f.status === "renamed" && f.oldClass === f.class) return [];
  const origin = f.status === "copied" ? `copied from ${f.oldPath}; ` : f.status === "renamed" ? `renamed from ${f.oldPath}; ` : "";
  if (f.class === "test") {
    return [
      anomaly("test-added", f.path, null, `test file added (${origin}left out of the locked run)`)
    ];
  }
  if (f.class === "harness") {
    if (manifestKind(f.path) !== null && f.newKind !== "symlink")
      return [addedManifest2(f, origin, newPackages)];
    const detail = harnessDetail(f, f.path, "added", `${origin}removed from the locked run`);
    return [anomaly("harness-modified", f.path, null, detail)];
  }
  return [];
}
function addedManifest2(f, origin, newPackages) {
  const kind = manifestKind(f.path);
  const what = kind !== null && locksAddedManifest(kind) ? ", without its scripts and test settings" : "";
  const kept = `${origin}kept in the locked run${what}, as the PR's source needs its dependencies`;
  if (!newPackages?.has(f.path)) {
    return anomaly("harness-modified", f.path, null, `${basename(f.path)} added (${kept})`);
  }
  const detail = `${basename(f.path)} added (${kept}); a new package: its folder holds no base file, so it governs only files the PR adds`;
  return anomaly("harness-modified", f.path, null, detail, "warning");
}
function unknownKind(path6) {
  const name = basename(path6);
  const dot = name.lastIndexOf(".");
  if (dot === 0) return `dotfile '${name}'`;
  if (dot < 0) return `file '${name}' without an extension`;
  return `file type '.${name.slice(dot + 1)}'`;
}
function unclassified(f) {
  if (f.class !== "other" || f.rule !== UNCLASSIFIED_RULE) return [];
  const what = f.status === "type-changed" ? "type-changed" : f.status;
  const kept = f.status === "deleted" ? "the PR's deletion stands" : "the PR's version is used";
  const detail = `unknown ${unknownKind(f.path)} ${what}: not recognised as source, docs, data, test or harness; ${kept}`;
  return [anomaly("unclassified-change", f.path, null, detail, "warning")];
}
function withSeverity(f, found, texts, changes) {
  if (f.status === "renamed" || f.status === "copied") return found;
  return found.map((a2) => {
    if (a2.kind !== "harness-modified") return a2;
    const decided = f.rule === YARN_PNP_RULE.name ? pnpSeverity(f.path, changes) : harnessSeverity(f.rule, texts?.get(f.path));
    if (decided === null) return a2;
    const plain2 = a2.detail.startsWith(`${harnessLabel(f.path)} modified: `) ? `${harnessLabel(f.path)} modified` : a2.detail;
    return { ...a2, severity: decided.severity, detail: `${plain2}; ${decided.note}` };
  });
}
function compare(a2, b) {
  if (a2.path !== b.path) return a2.path < b.path ? -1 : 1;
  return a2.kind < b.kind ? -1 : a2.kind > b.kind ? 1 : 0;
}
function fileAnomalies(changes, hunks, texts, newPackages) {
  return changes.flatMap((f) => [
    ...withSeverity(f, [...baseSide(f, hunks), ...headSide(f, newPackages)], texts, changes),
    ...unclassified(f)
  ]).sort(compare);
}

// src/core/changes/new-package-manifests.ts
var GOVERNS_ITS_FOLDER_ONLY = /* @__PURE__ */ new Set([
  "package.json",
  "pyproject.toml",
  "deno.json",
  "deno.jsonc"
]);
var isNewPath = (f) => f.status === "added" || f.status === "copied" || f.status === "renamed";
function newPackageManifests(changes, basePaths) {
  const candidates = changes.filter((f) => {
    const kind = manifestKind(f.path);
    return isNewPath(f) && kind !== null && GOVERNS_ITS_FOLDER_ONLY.has(kind) && f.path.includes("/");
  });
  if (candidates.length === 0) return /* @__PURE__ */ new Set();
  const baseFolders = /* @__PURE__ */ new Set();
  for (const path6 of basePaths) {
    for (let at = path6.lastIndexOf("/"); at > 0; at = path6.lastIndexOf("/", at - 1)) {
      const folder = path6.slice(0, at);
      if (baseFolders.has(folder)) break;
      baseFolders.add(folder);
    }
  }
  return new Set(
    candidates.map((f) => f.path).filter((path6) => !baseFolders.has(path6.slice(0, path6.lastIndexOf("/"))))
  );
}

// src/core/changes/doc-examples.ts
var within = (blocks, line) => blocks.some((b) => line >= b.start && line <= b.end);
function touchedExamples(hunks, base, head) {
  return hunks.map((h2) => {
    const removed = h2.removed.filter((l) => within(base, l.line));
    const into = h2.removed.length === 0 && base.some((b) => h2.oldStart >= b.start && h2.oldStart < b.end);
    const added2 = removed.length > 0 || into ? h2.added.filter((l) => within(head, l.line)) : [];
    return { ...h2, removed, added: added2 };
  }).filter((h2) => h2.removed.length + h2.added.length > 0);
}
function blocksChanged(file, hunks, blocks, what) {
  const touched = touchedExamples(hunks, blocks.base, blocks.head);
  const first = touched[0];
  if (first === void 0) return [];
  const plus = touched.reduce((n2, h2) => n2 + h2.added.length, 0);
  const minus = touched.reduce((n2, h2) => n2 + h2.removed.length, 0);
  return [
    {
      kind: "inline-test-modified",
      severity: "critical",
      path: file.path,
      line: first.added[0]?.line ?? Math.max(1, first.newStart),
      detail: `${what}: +${plus} -${minus} lines`
    }
  ];
}
function pythonDoctestBlocks(text2) {
  const blocks = [];
  let open = null;
  let output = false;
  const close = () => {
    if (open !== null) blocks.push(open);
    open = null;
    output = false;
  };
  text2.split("\n").forEach((raw, index) => {
    const line = raw.trim().replace(/^[rRuUbB]?(?:"""|''')/, "");
    const n2 = index + 1;
    if (line.startsWith(">>>")) {
      if (output) close();
      open = open ?? { start: n2, end: n2 };
      open.end = n2;
      return;
    }
    if (open === null) return;
    if (line === "" || line === '"""' || line === "'''") {
      close();
      return;
    }
    open.end = n2;
    if (!(line.startsWith("...") && !output)) output = true;
    if (/(?:"""|''')$/.test(line)) close();
  });
  close();
  return blocks;
}

// src/core/changes/python-doctests.ts
function pythonDoctestAnomalies(file, hunks, baseText, headText) {
  if (!file.path.endsWith(".py") || baseText === null) return [];
  const base = pythonDoctestBlocks(baseText);
  const head = headText === null ? [] : pythonDoctestBlocks(headText);
  return blocksChanged(
    file,
    hunks,
    { base, head },
    "doctest example changed (pytest --doctest-modules)"
  );
}

// src/core/changes/rust-build-instructions.ts
var TEST_CFGS = /* @__PURE__ */ new Set([
  "test",
  "debug_assertions",
  "doctest",
  "miri",
  "tarpaulin",
  "tarpaulin_include",
  "coverage",
  "coverage_nightly",
  "loom",
  "kani",
  "fuzzing",
  "ci"
]);
var CARGO_ENV = /^(CARGO|RUST)/;
function buildInstructions(text2) {
  const code = text2.replace(/\/\/[^\n]*/g, "");
  const found = /* @__PURE__ */ new Map();
  for (const m of code.matchAll(/cargo::?rustc-(cfg|env)=([A-Za-z_][A-Za-z0-9_]*)/g)) {
    const instruction = { kind: m[1], name: m[2] };
    found.set(`${instruction.kind} ${instruction.name}`, instruction);
  }
  return [...found.values()];
}
function severityOf(instruction) {
  if (instruction.kind === "cfg") return TEST_CFGS.has(instruction.name) ? "critical" : "warning";
  return CARGO_ENV.test(instruction.name) ? "critical" : "warning";
}
function buildInstructionAnomalies(file, baseText, headText) {
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  if (name !== "build.rs" || headText === null || file.status === "deleted") return [];
  const before = new Set(buildInstructions(baseText ?? "").map((i2) => `${i2.kind} ${i2.name}`));
  const added2 = buildInstructions(headText).filter((i2) => !before.has(`${i2.kind} ${i2.name}`));
  if (added2.length === 0) return [];
  const severity = added2.some((i2) => severityOf(i2) === "critical") ? "critical" : "warning";
  const named3 = added2.map((i2) => `${i2.kind} \`${i2.name}\``).join(", ");
  const why = severity === "critical" ? "base tests read it (a cfg test suites gate on, or a variable cargo sets)" : "the package and its tests compile with it";
  return [
    {
      kind: "harness-modified",
      severity,
      path: file.path,
      line: null,
      detail: `build script sets ${named3} for every target of the package: ${why}`
    }
  ];
}

// src/core/changes/rust-lexical.ts
var IDENT = /[A-Za-z0-9_]/;
function blockCommentEnd(text2, i2) {
  let depth2 = 0;
  let j = i2;
  while (j < text2.length) {
    if (text2.startsWith("/*", j)) {
      depth2++;
      j += 2;
    } else if (text2.startsWith("*/", j)) {
      depth2--;
      j += 2;
      if (depth2 === 0) return j;
    } else j++;
  }
  return text2.length + 1;
}
function rawStringEnd(text2, i2) {
  if (i2 > 0 && IDENT.test(text2[i2 - 1])) return -1;
  let j = i2 + (text2[i2] === "b" || text2[i2] === "c" ? 1 : 0);
  if (text2[j] !== "r") return -1;
  j++;
  let hashes = 0;
  while (text2[j] === "#") {
    hashes++;
    j++;
  }
  if (text2[j] !== '"') return -1;
  const close = text2.indexOf(`"${"#".repeat(hashes)}`, j + 1);
  return close === -1 ? text2.length + 1 : close + 1 + hashes;
}
function quotedEnd(text2, i2) {
  let j = i2 + 1;
  while (j < text2.length && text2[j] !== '"') j += text2[j] === "\\" ? 2 : 1;
  return j >= text2.length ? text2.length + 1 : j + 1;
}
function charEnd(text2, i2) {
  if (text2[i2 + 1] === "\\") {
    const close = text2.indexOf("'", i2 + 3);
    return close === -1 ? -1 : close + 1;
  }
  const cp = text2.codePointAt(i2 + 1);
  if (cp === void 0 || cp === 10) return -1;
  const after = i2 + 1 + (cp > 65535 ? 2 : 1);
  return text2[after] === "'" ? after + 1 : -1;
}
function literalEnd(text2, i2) {
  const c3 = text2[i2];
  if (c3 === "/" && text2[i2 + 1] === "/") {
    const nl = text2.indexOf("\n", i2);
    return nl === -1 ? text2.length : nl;
  }
  if (c3 === "/" && text2[i2 + 1] === "*") return blockCommentEnd(text2, i2);
  if (c3 === "r" || c3 === "b" || c3 === "c") return rawStringEnd(text2, i2);
  if (c3 === '"') return quotedEnd(text2, i2);
  if (c3 === "'") return charEnd(text2, i2);
  return -1;
}
function scanRustNonCode(text2) {
  const out = text2.split("");
  let unterminated = false;
  let i2 = 0;
  while (i2 < text2.length) {
    const found = literalEnd(text2, i2);
    if (found === -1) {
      i2++;
      continue;
    }
    if (found > text2.length) unterminated = true;
    const end = Math.min(found, text2.length);
    for (let k = i2; k < end; k++) if (out[k] !== "\n") out[k] = " ";
    i2 = end;
  }
  return { masked: out.join(""), unterminated };
}
function maskRustNonCode(text2) {
  return scanRustNonCode(text2).masked;
}

// src/core/changes/rust-build-script.ts
var WRITE_CALL = /\b(?:fs::(?:write|copy|rename|remove_file|remove_dir|remove_dir_all|create_dir|create_dir_all|hard_link|soft_link)|File::create|File::options|OpenOptions::new|symlink)\s*\(/g;
var COMMAND = /\bCommand::new\s*\(/;
var PACKAGE_PATH = /CARGO_MANIFEST_DIR|current_dir\s*\(|"(?:[^"\n]*\s)?(?:\.{1,2}[/\\]|\/|[A-Za-z]:\\|(?:src|tests?|benches|examples)(?:[/\\"]))/;
var OUT_DIR = /out_dir|OUT_DIR|\bout\b/i;
function callArgument(text2, masked, open) {
  let depth2 = 0;
  for (let j = open; j < masked.length; j++) {
    if (masked[j] === "(") depth2++;
    else if (masked[j] === ")" && --depth2 === 0) return text2.slice(open + 1, j);
  }
  return text2.slice(open + 1);
}
function buildScriptWritesOutside(text2) {
  if (!PACKAGE_PATH.test(text2)) return null;
  const { masked } = scanRustNonCode(text2);
  for (const m of masked.matchAll(WRITE_CALL)) {
    const call2 = m[0].replace(/\s*\($/, "");
    const argument = callArgument(text2, masked, (m.index ?? 0) + m[0].length - 1);
    if (!OUT_DIR.test(argument))
      return `${call2}(${argument.trim().slice(0, 60)}) is not under OUT_DIR`;
  }
  if (COMMAND.test(masked)) return "it runs a command and names a path in the package tree";
  return null;
}
function buildScriptAnomalies(file, headText) {
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  if (name !== "build.rs" || headText === null || file.status === "deleted") return [];
  const why = buildScriptWritesOutside(headText);
  if (why === null) return [];
  return [
    {
      kind: "harness-modified",
      severity: "critical",
      path: file.path,
      line: null,
      detail: `build script may write outside OUT_DIR (it runs before the tests compile): ${why}`
    }
  ];
}

// src/core/text/line-of.ts
function lineAt(text2, offset) {
  let line = 1;
  for (let j = 0; j < offset && j < text2.length; j++) if (text2[j] === "\n") line++;
  return line;
}
function lineOfFirst(text2, needle) {
  const index = text2.indexOf(needle);
  return index < 0 ? null : lineAt(text2, index);
}

// src/core/changes/rust-doc-tests.ts
var DOC_LINE = /^\s*\/\/[/!](?!\/)\s?(.*)$/;
var FENCE = /^(`{3,}|~{3,})\s*(.*)$/;
var RUST_WORDS = /^(?:rust|should_panic|no_run|compile_fail|test_harness|edition\d{4}|E\d{4}|standalone_crate)$/;
function isDocTestInfo(info) {
  const words2 = info.split(/[\s,]+/).map((w) => w.replace(/^\{?\.?|\}$/g, "")).filter(Boolean);
  if (words2.includes("ignore")) return false;
  return words2.every((word) => RUST_WORDS.test(word));
}
function findDocTestBlocks(text2) {
  const blocks = [];
  let open = null;
  text2.split("\n").forEach((raw, index) => {
    const line = index + 1;
    const doc = DOC_LINE.exec(raw);
    if (doc === null) {
      open = null;
      return;
    }
    const fence = FENCE.exec((doc[1] ?? "").trim());
    if (open === null) {
      if (fence)
        open = {
          line,
          fence: fence[1][0],
          test: isDocTestInfo(fence[2] ?? "")
        };
      return;
    }
    if (fence && fence[1][0] === open.fence && (fence[2] ?? "") === "") {
      if (open.test) blocks.push({ start: open.line, end: line });
      open = null;
    }
  });
  return blocks;
}

// src/core/changes/rust-inline-tests.ts
function matching(masked, open, left, right) {
  let depth2 = 0;
  for (let j = open; j < masked.length; j++) {
    if (masked[j] === left) depth2++;
    else if (masked[j] === right && --depth2 === 0) return j;
  }
  return -1;
}
function itemEnd(masked, from) {
  let nesting = 0;
  for (let j = from; j < masked.length; j++) {
    const c3 = masked[j];
    if (c3 === "(" || c3 === "[") nesting++;
    else if (c3 === ")" || c3 === "]") nesting--;
    else if (nesting === 0 && c3 === ";") return j;
    else if (nesting === 0 && c3 === "{") {
      const close = matching(masked, j, "{", "}");
      return close === -1 ? masked.length - 1 : close;
    }
  }
  return masked.length - 1;
}
function isTestCondition(cond) {
  return /\btest\b/.test(cond) && !/\bnot\s*\(\s*test\s*\)/.test(cond);
}
var TEST_FN_ATTR = /#\s*\[\s*(?:[A-Za-z_]\w*\s*::\s*)*(?:test|bench|rstest|test_case|quickcheck|wasm_bindgen_test)\s*[\](]/y;
function findCfgTestBlocks(text2) {
  const masked = maskRustNonCode(text2);
  const attr = /#\s*(!?)\s*\[\s*cfg\s*\(|#\s*\[/g;
  const blocks = [];
  for (let m = attr.exec(masked); m !== null; m = attr.exec(masked)) {
    if (m[1] === void 0) {
      TEST_FN_ATTR.lastIndex = m.index;
      if (!TEST_FN_ATTR.test(masked)) continue;
      const close2 = matching(masked, m.index + m[0].length - 1, "[", "]");
      if (close2 === -1) break;
      const end2 = itemEnd(masked, close2 + 1);
      blocks.push({ start: lineAt(text2, m.index), end: lineAt(text2, end2) });
      attr.lastIndex = end2 + 1;
      continue;
    }
    const open = m.index + m[0].length - 1;
    const close = matching(masked, open, "(", ")");
    if (close === -1) break;
    if (!isTestCondition(masked.slice(open + 1, close))) continue;
    if (m[1] === "!") return [{ start: 1, end: Math.max(1, lineAt(text2, text2.length - 1)) }];
    const bracket = masked.indexOf("]", close);
    const end = itemEnd(masked, bracket === -1 ? close + 1 : bracket + 1);
    blocks.push({ start: lineAt(text2, m.index), end: lineAt(text2, end) });
    attr.lastIndex = end + 1;
  }
  return blocks;
}
var within2 = (blocks, line) => blocks.some((b) => line >= b.start && line <= b.end);
function touchedHunks(hunks, base, head) {
  return hunks.map((h2) => ({
    ...h2,
    removed: h2.removed.filter((l) => within2(base, l.line)),
    added: h2.added.filter((l) => within2(head, l.line))
  })).filter((h2) => h2.removed.length + h2.added.length > 0);
}
function firstLine3(file, touched) {
  if (file.status === "deleted") return touched[0]?.removed[0]?.line ?? 1;
  const lines = touched.map((h2) => h2.added[0]?.line ?? Math.max(1, h2.newStart));
  return Math.min(...lines);
}
function byLineThenKind2(a2, b) {
  return (a2.line ?? 0) - (b.line ?? 0) || (a2.kind < b.kind ? -1 : a2.kind > b.kind ? 1 : 0);
}
function inlineTestAnomalies(file, hunks, baseText, headText) {
  if (!file.path.endsWith(".rs") && !(file.oldPath ?? "").endsWith(".rs")) return [];
  const blocks = [
    { what: "#[cfg(test)] block", find: findCfgTestBlocks, touched: touchedHunks },
    {
      what: "doc test",
      find: findDocTestBlocks,
      // The code of a doc test, without its comment marker, for the assertion and skip rules.
      touched: (h2, b, n2) => touchedExamples(h2, b, n2).map((x) => ({
        ...x,
        removed: x.removed.map(docCode),
        added: x.added.map(docCode)
      }))
    }
  ];
  const anomalies = blocks.flatMap(({ what, find, touched }) => {
    const base = baseText === null ? [] : find(baseText);
    const head = headText === null ? [] : find(headText);
    return changedBlocks(file, touched(hunks, base, head), what);
  });
  return anomalies.sort(byLineThenKind2);
}
function docCode(line) {
  return { line: line.line, text: line.text.replace(/^\s*\/\/[/!]\s?/, "") };
}
function changedBlocks(file, touched, what) {
  if (touched.length === 0) return [];
  const plus = touched.reduce((n2, h2) => n2 + h2.added.length, 0);
  const minus = touched.reduce((n2, h2) => n2 + h2.removed.length, 0);
  const anomalies = [
    {
      kind: "inline-test-modified",
      severity: "critical",
      path: file.path,
      line: firstLine3(file, touched),
      detail: `${what} changed: +${plus} -${minus} lines`
    }
  ];
  if (file.status !== "added" && file.status !== "deleted" && file.status !== "copied") {
    anomalies.push(...skipMarkerAnomalies(file.path, touched, "rust"));
    anomalies.push(...assertionAnomalies(file.path, touched, "rust"));
  }
  return anomalies;
}

// src/core/heuristics/file-view.ts
function ecosystemOf(file) {
  if (file.ecosystem !== null && file.ecosystem !== "generic" && file.ecosystem !== "ci") {
    return file.ecosystem;
  }
  const dot = file.path.lastIndexOf(".");
  const ext = dot === -1 ? "" : file.path.slice(dot + 1).toLowerCase();
  return SOURCE_EXTENSIONS.get(ext) ?? file.ecosystem;
}
var squash = (text2) => text2.replace(/\s+/g, " ").trim();
function headLines(text2, ecosystem) {
  return text2.split("\n").map((line, i2) => ({ line: i2 + 1, text: line, bare: lineCode(line, ecosystem).bare }));
}
function fileView(file, hunks, headText = null) {
  const ecosystem = ecosystemOf(file);
  const removedText = new Set(hunks.flatMap((h2) => h2.removed.map((r) => squash(r.text))));
  const addedText = new Set(hunks.flatMap((h2) => h2.added.map((a2) => squash(a2.text))));
  const blocks = hunks.map((h2) => ({
    newStart: h2.newStart,
    newLines: h2.newLines,
    gone: h2.removed.some((r) => squash(r.text) !== "" && !addedText.has(squash(r.text))),
    removed: h2.removed.map((r) => lineCode(r.text, ecosystem).code),
    added: h2.added.map((a2) => {
      const { code, bare } = lineCode(a2.text, ecosystem);
      const moved2 = squash(a2.text) !== "" && removedText.has(squash(a2.text));
      return { line: a2.line, text: a2.text, code, bare, moved: moved2 };
    })
  }));
  return {
    path: file.path,
    ecosystem,
    blocks,
    head: headText === null ? null : headLines(headText, ecosystem)
  };
}
function nextCode(block, from, count3) {
  return block.added.slice(from + 1).filter((a2) => a2.bare !== "").slice(0, count3);
}
function previousCode(block, from) {
  for (let i2 = from - 1; i2 >= 0; i2--) {
    const a2 = block.added[i2];
    if (a2 !== void 0 && a2.bare !== "") return a2;
  }
  return null;
}
function describe2(reason, added2) {
  return `${reason}: ${added2.text.trim()}`;
}

// src/core/heuristics/method-extent.ts
var indentOf = (text2) => /^\s*/.exec(text2)?.[0].length ?? 0;
var isDocstring = (bare) => /^(?:""|'')+$/.test(bare);
function pythonExtent(lines, at) {
  const header = lines[at];
  if (header === void 0) return null;
  let close = at;
  while (close < lines.length && !/\)\s*(?:->\s*[^:]+)?:/.test(lines[close]?.bare ?? "")) close++;
  const closing2 = lines[close];
  if (closing2 === void 0) return null;
  const statements = [];
  const inline = /\)\s*(?:->\s*[^:]+)?:\s*(.*)$/.exec(closing2.bare)?.[1]?.trim() ?? "";
  if (inline !== "")
    return { start: header.line, end: closing2.line, statements: [{ ...closing2, bare: inline }] };
  const indent = indentOf(header.text);
  let end = closing2.line;
  let inString = false;
  for (const next of lines.slice(close + 1)) {
    if (next.bare === "" && !inString) continue;
    if (!inString && indentOf(next.text) <= indent) break;
    end = next.line;
    const quotes = (next.text.match(/"""|'''/g) ?? []).length;
    if (inString || quotes % 2 === 1) {
      if (quotes % 2 === 1) inString = !inString;
      continue;
    }
    if (!isDocstring(next.bare)) statements.push({ ...next, bare: next.bare.trim() });
  }
  return { start: header.line, end, statements };
}
function braceExtent(lines, at, from) {
  const header = lines[at];
  if (header === void 0) return null;
  const statements = [];
  let depth2 = 0;
  let opened = false;
  for (const current of lines.slice(at)) {
    let text2 = current === header ? current.bare.slice(from) : current.bare;
    if (!opened) {
      const brace = text2.indexOf("{");
      if (brace === -1) {
        if (current.line > header.line + 3 || text2.endsWith(";")) return null;
        continue;
      }
      opened = true;
      depth2 = 1;
      text2 = text2.slice(brace + 1);
    }
    let statement2 = "";
    for (const c3 of text2) {
      if (c3 === "{") depth2++;
      if (c3 === "}") depth2--;
      if (depth2 === 0) break;
      statement2 += c3;
    }
    const trimmed = statement2.trim();
    if (trimmed !== "") statements.push({ ...current, bare: trimmed });
    if (depth2 === 0) return { start: header.line, end: current.line, statements };
  }
  return null;
}
function methodExtent(lines, at, ecosystem, header) {
  if (ecosystem === "python") return pythonExtent(lines, at);
  const from = header ? Math.max(0, lines[at]?.bare.search(header) ?? 0) : 0;
  return braceExtent(lines, at, from);
}

// src/core/heuristics/always-equal.ts
var LITERAL = String.raw`(?:-?\d[\w.]*|""|''|true|false|null|undefined)`;
var RULES3 = [
  {
    name: "__eq__",
    header: /^def\s+__eq__\s*\(/,
    constant: /^return\s+True$/,
    langs: ["python"],
    equal: "True"
  },
  {
    name: "__ne__",
    header: /^def\s+__ne__\s*\(/,
    constant: /^return\s+False$/,
    langs: ["python"],
    equal: "False"
  },
  {
    name: "PartialEq::eq",
    header: /\bfn\s+eq\s*\(/,
    constant: /^(?:return\s+)?true;?$/,
    langs: ["rust"],
    equal: "true"
  },
  {
    name: "PartialEq::ne",
    header: /\bfn\s+ne\s*\(/,
    constant: /^(?:return\s+)?false;?$/,
    langs: ["rust"],
    equal: "false"
  },
  {
    name: "equals",
    header: /\bboolean\s+equals\s*\(|(?:^|\s)equals\s*\([^)]*\)\s*(?::\s*boolean\s*)?\{/,
    constant: /^return\s+true;?$/,
    langs: ["java", "javascript"],
    equal: "true"
  },
  {
    name: "Equal",
    header: /^func\s*\([^)]*\)\s*Equals?\s*\(/,
    constant: /^return\s+true$/,
    langs: ["go"],
    equal: "true"
  },
  {
    name: "valueOf",
    header: /(?:^|\s)(?:valueOf|\[Symbol\.toPrimitive\])\s*\([^)]*\)\s*(?::\s*\w+\s*)?\{/,
    constant: new RegExp(`^return\\s+${LITERAL};?$`),
    langs: ["javascript"]
  }
];
var ONE_LINERS = [
  { name: "__eq__", re: /\b__eq__\s*=\s*lambda\b[^:]*:\s*True\b/, langs: ["python"] },
  {
    name: "valueOf",
    re: new RegExp(
      `(?:valueOf|\\[Symbol\\.toPrimitive\\])\\s*[:=]\\s*(?:function\\s*)?\\([^)]*\\)\\s*=>\\s*${LITERAL}\\s*[,;]?$`
    ),
    langs: ["javascript"]
  },
  {
    name: "equals",
    re: /\bequals\s*[:=]\s*(?:function\s*)?\([^)]*\)\s*(?::\s*\w+\s*)?=>\s*true\s*[,;]?$/,
    langs: ["javascript"]
  }
];
function firstStatement(block, index, eco) {
  const header = block.added[index];
  if (header === void 0) return null;
  const inline = eco === "python" ? /\)\s*(?:->\s*[^:]+)?:\s*(.*)$/.exec(header.bare)?.[1] : /\{\s*(.*?)\s*\}?\s*$/.exec(header.bare)?.[1];
  if (inline !== void 0 && inline.trim() !== "") return { ...header, bare: inline.trim() };
  const next = nextCode(block, index, 2).find((a2) => !/^(?:""|'')+$/.test(a2.bare));
  if (next === void 0) return null;
  return { ...next, bare: next.bare.replace(/^\{\s*/, "").replace(/\s*\}$/, "") };
}
function applies3(langs, eco) {
  return eco === null || langs.includes(eco);
}
function blockFindings(block, eco) {
  const findings = [];
  block.added.forEach((a2, i2) => {
    for (const rule2 of ONE_LINERS.filter((r) => applies3(r.langs, eco))) {
      if (!a2.moved && rule2.re.test(a2.bare)) {
        const detail = describe2(`${rule2.name} returns a constant`, a2);
        findings.push({ kind: "source-always-equal", line: a2.line, detail });
      }
    }
    for (const rule2 of RULES3.filter((r) => applies3(r.langs, eco) && r.header.test(a2.bare))) {
      const body = firstStatement(block, i2, eco);
      if (body === null || body.moved || !rule2.constant.test(body.bare)) continue;
      const detail = describe2(`${rule2.name} returns a constant`, body);
      findings.push({ kind: "source-always-equal", line: body.line, detail });
    }
  });
  return findings;
}
var CONSTANT_EXPR = /^(?:[\s()!]|&&|\|\||==|!=|\b(?:not|and|or|True|False|true|false|NotImplemented|None|nil|null)\b|-?\d[\w.]*)*$/;
function returned(statement2, eco) {
  const ret = /(?:^|[\s:;{)])return\b\s*(.*?);?\s*$/.exec(statement2);
  if (ret) return ret[1] ?? "";
  return eco === "rust" && !statement2.endsWith(";") ? statement2 : null;
}
function constantAtHead(extent, rule2, eco) {
  const first = extent.statements[0];
  const last = extent.statements[extent.statements.length - 1];
  if (first === void 0 || last === void 0) return null;
  if (rule2.constant.test(first.bare)) return first;
  if (rule2.equal === void 0) return null;
  const plain2 = /^return\b/.test(first.bare) || eco === "rust" && !/^(?:if|match|for|while|loop|let)\b|\breturn\b/.test(first.bare);
  const answer = plain2 ? returned(first.bare, eco)?.trim() ?? "" : "";
  if (CONSTANT_EXPR.test(answer) && !/^(?:|NotImplemented|None|nil|null)$/.test(answer))
    return first;
  if (returned(last.bare, eco)?.trim() !== rule2.equal) return null;
  const returns = extent.statements.map((s) => returned(s.bare, eco)).filter((r) => r !== null);
  return returns.every((r) => CONSTANT_EXPR.test(r)) ? last : null;
}
function touches(extent, blocks) {
  return blocks.some((b) => {
    if (b.added.some((a2) => !a2.moved && a2.line >= extent.start && a2.line <= extent.end))
      return true;
    const at = b.newLines === 0 ? b.newStart : b.newStart - 1;
    return b.gone && at >= extent.start && at < extent.end;
  });
}
function headFindings(file, head) {
  const findings = [];
  head.forEach((line, i2) => {
    for (const rule2 of RULES3.filter(
      (r) => applies3(r.langs, file.ecosystem) && r.header.test(line.bare.trim())
    )) {
      const extent = methodExtent(head, i2, file.ecosystem, rule2.header);
      if (extent === null || !touches(extent, file.blocks)) continue;
      const body = constantAtHead(extent, rule2, file.ecosystem);
      if (body === null) continue;
      const detail = `${rule2.name} returns a constant: ${body.text.trim()}`;
      findings.push({ kind: "source-always-equal", line: body.line, detail });
    }
  });
  return findings;
}
var alwaysEqual = (file) => {
  const found = file.blocks.flatMap((b) => blockFindings(b, file.ecosystem));
  if (file.head === null) return found;
  const lines = new Set(found.map((f) => f.line));
  return [...found, ...headFindings(file, file.head).filter((f) => !lines.has(f.line))];
};

// src/core/heuristics/early-exit.ts
var ZERO = String.raw`\(\s*(?:0|)\s*\)`;
var RULES4 = [
  {
    re: new RegExp(String.raw`(?:\bsys\.exit|(?<![\w.])(?:exit|quit))\s*${ZERO}`),
    langs: ["python"]
  },
  { re: /\bos\._exit\s*\(|\braise\s+SystemExit\b(?!\s*\(\s*[1-9"'])/, langs: ["python"] },
  { re: /\batexit\.register\b/, langs: ["python"] },
  { re: new RegExp(String.raw`\bprocess\.(?:exit|reallyExit)\s*${ZERO}`), langs: ["javascript"] },
  { re: /\bprocess\.exitCode\s*=\s*0\b/, langs: ["javascript"] },
  { re: /\bprocess\.on\s*\(\s*["'](?:exit|beforeExit)["']/, langs: ["javascript"], onCode: true },
  { re: /\bos\.Exit\s*\(\s*0\s*\)|\bruntime\.Goexit\s*\(/, langs: ["go"] },
  { re: /\b(?:std::)?process::exit\s*\(\s*0\s*\)/, langs: ["rust"] },
  { re: /\b(?:System\.exit|Runtime\.getRuntime\(\)\.halt)\s*\(\s*0\s*\)/, langs: ["java"] },
  { re: /\baddShutdownHook\s*\(/, langs: ["java"] }
];
var ENTRY_PATH = /(?:^|\/)(?:__main__\.py|main\.(?:go|rs|py|[cm]?[jt]s)|manage\.py|setup\.py|cli(?:[._-][^/]*)?|[^/]*[._-]cli\.[^/]+)$|(?:^|\/)(?:bin|cmd|scripts?|tools)\//;
var ENTRY_CODE = /^if\s+__name__\s*==\s*["']__main__["']|^func\s+main\s*\(\s*\)|^fn\s+main\s*\(|\bstatic\s+void\s+main\s*\(/;
function isEntryPoint(file) {
  if (ENTRY_PATH.test(file.path)) return true;
  return file.blocks.some(
    (b) => b.added.some((a2) => a2.line === 1 && a2.text.startsWith("#!") || ENTRY_CODE.test(a2.code))
  );
}
var earlyExit = (file) => {
  if (isEntryPoint(file)) return [];
  const eco = file.ecosystem;
  const rules = RULES4.filter((r) => eco === null || r.langs.includes(eco));
  const findings = [];
  for (const a2 of file.blocks.flatMap((b) => b.added)) {
    if (a2.moved) continue;
    for (const rule2 of rules) {
      const m = rule2.re.exec(rule2.onCode === true ? a2.code : a2.bare);
      if (m === null) continue;
      const detail = describe2(`${m[0].replace(/\s*\($/, "").trim()} added to library code`, a2);
      findings.push({ kind: "source-early-exit", line: a2.line, detail });
      break;
    }
  }
  return findings;
};

// src/core/heuristics/monkeypatch.ts
var SET = String.raw`\s*(?:\[[^\]]*\]\s*)?=(?!=)`;
var rx = (target) => new RegExp(`(?:${target})${SET}`);
var RULES5 = [
  { re: rx(String.raw`\b(?:unittest\.)?TestCase\.\w+`), langs: ["python"] },
  { re: rx(String.raw`\b(?:builtins|__builtins__)(?:\.\w+|\[[^\]]*\])`), langs: ["python"] },
  {
    re: rx(String.raw`\bsys\.(?:stdout|stderr|exit|excepthook|modules\s*\[[^\]]*\])`),
    langs: ["python"]
  },
  { re: rx(String.raw`\b(?:_?pytest|unittest)\.\w+(?:\.\w+)*`), langs: ["python"] },
  {
    re: /\bsetattr\s*\(\s*(?:builtins|__builtins__|sys|pytest|unittest|(?:unittest\.)?TestCase)\b/,
    langs: ["python"]
  },
  // A declaration (`const expect = ...`) binds a local; an assignment replaces the shared one.
  {
    re: rx(String.raw`^(?!(?:const|let|var)\b)(?:.*[^\w$.])?(?:expect|assert)(?:\.\w+)*`),
    langs: ["javascript"]
  },
  {
    re: rx(
      String.raw`\b(?:global|globalThis|window)(?:\s+as\s+\w+\))?\.(?:expect|assert|it|test|describe|jest|vi)\b`
    ),
    langs: ["javascript"]
  },
  {
    re: /\bObject\.(?:defineProperty|assign)\s*\(\s*(?:global|globalThis|window)\s*,/,
    langs: ["javascript"]
  },
  {
    re: rx(
      String.raw`\bprocess\.(?:exit|stdout\.write|stderr\.write)|\bconsole\.(?:error|log|warn)`
    ),
    langs: ["javascript"]
  },
  {
    re: rx(
      String.raw`\b(?:Object|Array|String|Number|Boolean|Promise|Function|Date|Error)\.prototype\.\w+`
    ),
    langs: ["javascript"]
  },
  { re: rx(String.raw`\b(?:os\.(?:Stdout|Stderr|Args)|flag\.CommandLine)`), langs: ["go"] },
  { re: /\bexpect\.(?:extend|addSnapshotSerializer)\s*\(/, langs: ["javascript"] },
  { re: /\bpanic::set_hook\s*\(|\bpanic::take_hook\s*\(/, langs: ["rust"] },
  // A crate's own `assert_eq!` shadows std's for every module below it, the base tests included.
  {
    re: /\bmacro_rules!\s*(?:(?:debug_)?assert(?:_eq|_ne)?|panic|unreachable|todo|unimplemented)\b(?!_)/,
    langs: ["rust"]
  },
  { re: /\bSystem\.set(?:Out|Err|SecurityManager)\s*\(/, langs: ["java"] }
];
var PY_FRAMEWORK = String.raw`(?:_pytest|pytest|unittest|pluggy|doctest)(?:\.\w+)*`;
var PY_FROM2 = new RegExp(
  String.raw`^[ \t]*from[ \t]+${PY_FRAMEWORK}[ \t]+import[ \t]+(?:\(([^)]*)\)|([^\n#]*))`,
  "gm"
);
var PY_IMPORT_AS = new RegExp(
  String.raw`^[ \t]*import[ \t]+${PY_FRAMEWORK}[ \t]+as[ \t]+(\w+)`,
  "gm"
);
var JS_FRAMEWORK = "(?:vitest|@jest/globals|@jest/expect|expect|chai|node:test|(?:node:)?assert(?:/strict)?|uvu(?:/assert)?|ava|tap)";
var JS_IMPORT = new RegExp(
  String.raw`\bimport\s+(?:type\s+)?([^'";]*?)\s*from\s*['"]${JS_FRAMEWORK}['"]`,
  "g"
);
var JS_REQUIRE = new RegExp(
  String.raw`\b(?:const|let|var)\s+([^=;]+?)\s*=\s*require\(\s*['"]${JS_FRAMEWORK}['"]\s*\)`,
  "g"
);
function boundNames(list2) {
  return list2.replace(/[{}*]/g, ",").split(",").map(
    (part) => part.trim().split(/(?:^|\s+)as\s+|\s*:\s*/).pop() ?? ""
  ).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name) && name !== "type");
}
function frameworkNames(file) {
  const text2 = (file.head?.map((l) => l.text) ?? file.blocks.flatMap((b) => b.added.map((a2) => a2.text))).join("\n");
  const lists = file.ecosystem === "python" ? [
    ...[...text2.matchAll(PY_FROM2)].map((m) => m[1] ?? m[2] ?? ""),
    ...[...text2.matchAll(PY_IMPORT_AS)].map((m) => m[1] ?? "")
  ] : file.ecosystem === "javascript" ? [...text2.matchAll(JS_IMPORT), ...text2.matchAll(JS_REQUIRE)].map((m) => m[1] ?? "") : [];
  return [...new Set(lists.flatMap(boundNames))];
}
function importedRules(file) {
  const names = frameworkNames(file).map((n2) => n2.replace(/\$/g, "\\$"));
  if (names.length === 0) return [];
  const any = `(?:${names.join("|")})`;
  const eco = file.ecosystem;
  return [
    { re: rx(String.raw`(?<![\w$.])${any}(?:\.[\w$]+|\[[^\]]*\])+`), langs: [eco] },
    {
      re: new RegExp(
        String.raw`\b(?:setattr|Object\.(?:assign|defineProperty|defineProperties))\s*\(\s*${any}\b`
      ),
      langs: [eco]
    }
  ];
}
var monkeypatch = (file) => {
  const eco = file.ecosystem;
  const rules = [
    ...RULES5.filter((r) => eco === null || r.langs.includes(eco)),
    ...importedRules(file)
  ];
  return file.blocks.flatMap(
    (b) => b.added.filter((a2) => !a2.moved && rules.some((r) => r.re.test(a2.bare))).map((a2) => ({
      kind: "source-monkeypatch",
      line: a2.line,
      detail: describe2("test framework or builtin replaced", a2)
    }))
  );
};

// src/core/heuristics/literals.ts
var TOKEN2 = /"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|`(?:[^`\\]|\\.)*`|\d[\w.]*|[A-Za-z_$][\w$]*|===|!==|==|!=|<=|>=|=>|&&|\|\||::|\S/g;
function numberValue(text2) {
  const digits = text2.replace(/_/g, "").replace(/(?:[iu](?:8|16|32|64|128|size)|f32|f64|n|[lL])$/, "");
  const n2 = Number(digits);
  return Number.isFinite(n2) ? String(n2) : null;
}
function literalValue(text2) {
  const first = text2[0];
  if (first === '"' || first === "'" || first === "`") return text2.slice(1, -1);
  if (first !== void 0 && first >= "0" && first <= "9") return numberValue(text2);
  return null;
}
function tokenize(code) {
  const tokens2 = [];
  for (const text2 of code.match(TOKEN2) ?? []) {
    const value = literalValue(text2);
    const prev = tokens2[tokens2.length - 1];
    const beforePrev = tokens2[tokens2.length - 2];
    const unaryMinus = prev?.text === "-" && (beforePrev === void 0 || !/^[\w$)\]"'`]/.test(beforePrev.text));
    if (value !== null && /^\d/.test(text2) && unaryMinus) {
      tokens2[tokens2.length - 1] = { text: `-${text2}`, value: value === "0" ? "0" : `-${value}` };
    } else {
      tokens2.push({ text: text2, value });
    }
  }
  return tokens2;
}
var COMMON_NUMBERS = new Set(
  "12 16 24 30 32 60 64 90 100 120 128 200 201 204 255 256 300 301 302 304 360 365 400 401 403 404 405 409 422 429 500 502 503 504 512 1000 1024 2048 3600 4096 8080 10000 65535 86400 0.1 0.5 1.5 2.5".split(
    " "
  )
);
var COMMON_WORDS = new Set(
  "true false none null nil undefined yes no on off ok error errors warn warning info debug id name type key value values data text json xml html csv utf-8 utf8 ascii default all any get post put patch delete head options http https localhost test tests foo bar baz abc xyz hello world".split(
    " "
  )
);
function isTrivialLiteral(value) {
  const n2 = Number(value);
  if (value.trim() !== "" && Number.isFinite(n2)) {
    return Number.isInteger(n2) && Math.abs(n2) <= 10 || COMMON_NUMBERS.has(String(n2));
  }
  const text2 = value.trim();
  if (text2.length < 3 || !/[\p{L}\p{N}]/u.test(text2)) return true;
  return COMMON_WORDS.has(text2.toLowerCase());
}

// src/core/heuristics/special-case.ts
var COMPARE = /* @__PURE__ */ new Set(["==", "===", "!=", "!=="]);
var LIST_PART = (t) => t !== void 0 && (t.value !== null || t.text === "," || t.text === "|");
var CONDITIONAL = /\b(?:if|elif|else|case|when|match)\b|=>\s*\{?$|\s\?\s/;
var CONSTANT_RESULT = /(?:^|[:{;)]\s*|=>\s*)return(?:\s+(?:-?\d[\w.]*|""|''|None|True|False|true|false|null|nil|undefined|\[\]|\{\}|\(\))(?:\s*,\s*(?:nil|None))?)?\s*;?\s*\}?$|=>\s*(?:-?\d[\w.]*|""|''|true|false)\s*,?$|\{\s*(?:-?\d[\w.]*|""|''|true|false)\s*\}/;
var EQUALS_CALL = /\b(?:equals|equalsIgnoreCase|EqualFold)\s*\(/;
function compared(tokens2, i2, code) {
  const prev = tokens2[i2 - 1]?.text ?? "";
  const next = tokens2[i2 + 1]?.text ?? "";
  if (COMPARE.has(prev) || COMPARE.has(next) || next === "in") return true;
  if ((prev === "(" || prev === ",") && EQUALS_CALL.test(code)) return true;
  let back = i2 - 1;
  while (LIST_PART(tokens2[back]) || ["(", "[", "{"].includes(tokens2[back]?.text ?? "")) back--;
  const head = tokens2[back]?.text;
  if (head === "case" || head === "when" || head === "in") return true;
  let fwd = i2 + 1;
  while (LIST_PART(tokens2[fwd])) fwd++;
  return tokens2[fwd]?.text === "=>" && (back < 0 || tokens2[back]?.text === "{");
}
function returned2(tokens2, i2, rust2) {
  const prev = tokens2[i2 - 1]?.text;
  const next = tokens2[i2 + 1]?.text;
  const ends = next === void 0 || [";", ",", "}", ":"].includes(next);
  if (prev === "return" || prev === "?") return ends || next === "if";
  if (rust2 && (prev === "=>" || prev === "{")) return ends;
  return rust2 && prev === void 0 && next === void 0;
}
function conditional(block, index, a2) {
  if (CONDITIONAL.test(a2.bare)) return true;
  const prev = previousCode(block, index);
  if (prev !== null && CONDITIONAL.test(prev.bare)) return true;
  const removed = block.removed.filter((r) => r.trim() !== "");
  return removed.length > 0 && !removed.some((r) => /\breturn\s+["'`\d-]/.test(r));
}
function constantFollows(block, index, a2) {
  if (CONSTANT_RESULT.test(a2.bare)) return true;
  const next = block.added.slice(index + 1).find((x) => x.bare !== "");
  return next !== void 0 && CONSTANT_RESULT.test(next.bare);
}
function comparedLiterals(a2) {
  const tokens2 = tokenize(a2.code);
  return tokens2.flatMap(
    (t, i2) => t.value !== null && !isTrivialLiteral(t.value) && compared(tokens2, i2, a2.bare) ? [t.value] : []
  );
}
function isLookupTable(block, literals) {
  const arms = block.added.filter((a2) => !a2.moved).map(comparedLiterals).filter((l) => l.length > 0);
  const known = arms.filter((l) => l.some((v) => literals.has(v))).length;
  return arms.length >= 3 && known * 2 < arms.length;
}
var isKnown = (t, literals) => t?.value != null && !isTrivialLiteral(t.value) && literals.has(t.value);
function paired(tokens2, i2, literals) {
  const sep5 = tokens2[i2 + 1]?.text;
  if (!isKnown(tokens2[i2 + 2], literals)) return false;
  if (sep5 === ":") return true;
  return sep5 === "," && tokens2[i2 - 1]?.text === "(" && tokens2[i2 + 3]?.text === ")";
}
function lineFinding(block, i2, rust2, literals) {
  const a2 = block.added[i2];
  const tokens2 = tokenize(a2.code);
  for (const [t, token] of tokens2.entries()) {
    const value = token.value;
    if (value === null || !isKnown(token, literals)) continue;
    if (paired(tokens2, t, literals)) {
      const pair = `${token.text} -> ${tokens2[t + 2]?.text ?? ""}`;
      const detail2 = `test literals paired in source (${pair}): ${a2.text.trim()}`;
      return { kind: "source-special-case", line: a2.line, detail: detail2 };
    }
    const asInput = compared(tokens2, t, a2.bare) && constantFollows(block, i2, a2);
    const asOutput = returned2(tokens2, t, rust2) && conditional(block, i2, a2);
    if (!asInput && !asOutput) continue;
    const role = asInput ? "compared" : "returned";
    const detail = `test literal ${token.text} ${role} in source: ${a2.text.trim()}`;
    return { kind: "source-special-case", line: a2.line, detail };
  }
  return null;
}
var specialCase = (file, context) => {
  if (context.testLiterals.size === 0) return [];
  const rust2 = file.ecosystem === "rust";
  const findings = [];
  for (const block of file.blocks) {
    if (isLookupTable(block, context.testLiterals)) continue;
    block.added.forEach((a2, i2) => {
      if (a2.moved || a2.bare === "") return;
      const finding = lineFinding(block, i2, rust2, context.testLiterals);
      if (finding !== null) findings.push(finding);
    });
  }
  return findings;
};

// src/core/heuristics/suppressions.ts
var RULES6 = [
  { re: /#\s*type:\s*ignore\b/, langs: ["python"], in: "comment" },
  { re: /#\s*noqa\b/i, langs: ["python"], in: "comment" },
  {
    re: /#\s*(?:pyright|mypy):\s*(?:ignore|basic|ignore-errors)\b/,
    langs: ["python"],
    in: "comment"
  },
  { re: /#\s*pylint:\s*disable\b/, langs: ["python"], in: "comment" },
  { re: /#\s*pragma:\s*no\s*cover\b/, langs: ["python"], in: "comment" },
  { re: /@ts-(?:ignore|expect-error|nocheck)\b/, langs: ["javascript"], in: "comment" },
  { re: /\beslint-disable(?:-next-line|-line)?\b/, langs: ["javascript"], in: "comment" },
  { re: /\bbiome-ignore(?:-all|-start)?\b/, langs: ["javascript"], in: "comment" },
  { re: /\b(?:istanbul|c8|v8)\s+ignore\b/, langs: ["javascript"], in: "comment" },
  { re: /\/\/\s*nolint\b|\/\/\s*lint:(?:ignore|file-ignore)\b/, langs: ["go"], in: "comment" },
  { re: /#!?\[\s*(?:allow|expect)\s*\([^\]]*\]/, langs: ["rust"], in: "code" },
  { re: /#!?\[\s*cfg_attr\s*\(.*\ballow\s*\([^\]]*\]/, langs: ["rust"], in: "code" },
  { re: /#!?\[\s*coverage\s*\(\s*off\s*\)/, langs: ["rust"], in: "code" },
  { re: /@SuppressWarnings\b/, langs: ["java"], in: "code" },
  { re: /\/\/\s*NOSONAR\b/, langs: ["java"], in: "comment" }
];
function applies4(rule2, eco) {
  return eco === null || rule2.langs.includes(eco);
}
function matches2(rule2, a2) {
  if (rule2.in === "code") return rule2.re.exec(a2.bare);
  if (rule2.re.test(a2.code)) return null;
  return rule2.re.exec(a2.text);
}
var suppressions = (file) => {
  const rules = RULES6.filter((r) => applies4(r, file.ecosystem));
  const findings = [];
  for (const a2 of file.blocks.flatMap((b) => b.added)) {
    if (a2.moved) continue;
    for (const rule2 of rules) {
      const m = matches2(rule2, a2);
      if (m === null) continue;
      const detail = describe2(`${m[0].trim()} added`, a2);
      findings.push({ kind: "suppression-added", line: a2.line, detail });
      break;
    }
  }
  return findings;
};

// src/core/heuristics/swallowed-exception.ts
var PY_BROAD = /^except(?:\s*:|\s+\(?[\w\s.,]*\b(?:Exception|BaseException)\b[^:]*:)\s*(.*)$/;
var PY_SWALLOW = /^(?:pass|\.\.\.|continue|return(?:\s+(?:None|True|False|-?\d[\w.]*|""|''|\[\]|\{\}|\(\)))?)$/;
var PY_SUPPRESS = /\b(?:contextlib\.)?suppress\s*\(\s*(?:Exception|BaseException)\b/;
var CATCH = /\bcatch\s*(?:\(([^)]*)\))?\s*\{\s*(.*)$/;
var JAVA_BROAD = /^(?:final\s+)?(?:Exception|Throwable|RuntimeException)\s+\w+$/;
var PROMISE_CATCH = /\.catch\s*\(\s*(?:\(\s*\w*\s*\)|\w+)\s*=>\s*(?:\{\s*\}|undefined|null)\s*\)/;
function bodyOf(block, index, inline) {
  if (inline.trim() !== "") return inline.trim();
  return nextCode(block, index, 1)[0]?.bare ?? "";
}
var python2 = (block, i2) => {
  const a2 = block.added[i2];
  if (PY_SUPPRESS.test(a2.bare)) return true;
  const m = PY_BROAD.exec(a2.bare);
  return m !== null && PY_SWALLOW.test(bodyOf(block, i2, m[1] ?? ""));
};
function catchSwallows(block, i2, eco) {
  const a2 = block.added[i2];
  if (eco !== "java" && PROMISE_CATCH.test(a2.bare)) return true;
  const m = CATCH.exec(a2.bare);
  if (m === null) return false;
  if (eco === "java" && !JAVA_BROAD.test((m[1] ?? "").trim())) return false;
  return /^(?:\}|return\s+true\b)/.test(bodyOf(block, i2, m[2] ?? ""));
}
var go2 = (block, i2) => {
  const a2 = block.added[i2];
  if (!/\brecover\s*\(\s*\)/.test(a2.bare)) return false;
  const after = [a2, ...nextCode(block, i2, 3)].map((x) => x.bare).join("\n");
  return !/\bpanic\s*\(|\b(?:log|slog)\.\w+\s*\(|\bfmt\.Errorf\s*\(|\berr\s*=/.test(after);
};
var rust = (block, i2) => /\bcatch_unwind\s*\(/.test(block.added[i2].bare);
function swallowFor(eco) {
  if (eco === "python") return python2;
  if (eco === "go") return go2;
  if (eco === "rust") return rust;
  return (block, i2) => catchSwallows(block, i2, eco);
}
function wasGuarded(block) {
  return block.removed.some(
    (r) => /^\s*except\b|\bcatch\b|\brecover\s*\(|\bcatch_unwind\b/.test(r)
  );
}
var swallowedException = (file) => {
  const swallows = swallowFor(file.ecosystem);
  const findings = [];
  for (const block of file.blocks) {
    if (wasGuarded(block)) continue;
    block.added.forEach((a2, i2) => {
      if (a2.moved || !swallows(block, i2)) return;
      const detail = describe2("broad exception handler added that swallows the error", a2);
      findings.push({ kind: "source-swallowed-exception", line: a2.line, detail });
    });
  }
  return findings;
};

// src/core/heuristics/test-sniffing.ts
var Q = `["'\`]`;
var RULES7 = [
  { re: /\bPYTEST_(?:CURRENT_TEST|XDIST_WORKER|VERSION)\b/, langs: ["python"] },
  {
    re: new RegExp(`${Q}(?:_?pytest|unittest|nose2?)${Q}\\s+(?:not\\s+)?in\\s+sys\\.modules`),
    langs: ["python"]
  },
  { re: /\bsys\.modules\s*(?:\.get\s*\(|\[)\s*["'](?:_?pytest|unittest)["']/, langs: ["python"] },
  { re: new RegExp(`${Q}(?:py\\.?test|unittest)${Q}\\s+in\\s+sys\\.argv`), langs: ["python"] },
  { re: /\binspect\.stack\s*\(|\btraceback\.extract_stack\s*\(/, langs: ["python"] },
  { re: /\bJEST_WORKER_ID\b|\bVITEST(?:_\w+)?\b|\b__vitest_\w+/, langs: ["javascript"] },
  {
    re: new RegExp(
      `NODE_ENV\\s*[!=]==?\\s*${Q}test${Q}|${Q}test${Q}\\s*[!=]==?\\s*[\\w.]*NODE_ENV`
    ),
    langs: ["javascript"]
  },
  {
    re: /\btypeof\s+(?:\(?\s*(?:global|globalThis|window)(?:\s+as\s+\w+)?\s*\)?\s*\.\s*)?(?:jest|vi|vitest|describe|it|expect|mocha)\s*[!=]==?|\bprocess\.env\.(?:JEST|MOCHA)\w*/,
    langs: ["javascript"]
  },
  { re: /\btesting\.Testing\s*\(\s*\)|\bflag\.Lookup\s*\(\s*"test\.\w+"/, langs: ["go"] },
  { re: /os\.Args\[0\].*"\.test"|"\.test".*os\.Args\[0\]/, langs: ["go"] },
  { re: /\bcfg!\s*\(\s*(?:not\s*\(\s*)?test\b/, langs: ["rust"] },
  // The test harness names each test's thread after the test.
  { re: /\bRUST_TEST_\w+|\bthread::current\s*\(\s*\)\s*\.name\s*\(/, langs: ["rust"] },
  { re: /["']org\.(?:junit|testng)\b|\bgetStackTrace\s*\(\s*\)/, langs: ["java"] }
];
var RUST_CFG_TEST = /#\[\s*cfg\s*\(\s*(?:not\s*\(\s*)?test\s*\)?\s*\)\s*\]/;
var TEST_MODULE = /^(?:pub(?:\([^)]*\))?\s+)?mod\s+\w+/;
function rustCfgOnItem(block, index) {
  const added2 = block.added[index];
  if (added2 === void 0 || !RUST_CFG_TEST.test(added2.bare)) return false;
  const rest = added2.bare.replace(RUST_CFG_TEST, "").trim();
  const item2 = rest !== "" ? rest : nextCode(block, index, 1)[0]?.bare ?? "";
  return !TEST_MODULE.test(item2);
}
function testModuleStart(block) {
  return block.added.findIndex((a2, i2) => RUST_CFG_TEST.test(a2.bare) && !rustCfgOnItem(block, i2));
}
function sniffs(code, eco) {
  return RULES7.some((r) => (eco === null || r.langs.includes(eco)) && r.re.test(code));
}
var testSniffing = (file) => {
  const findings = [];
  for (const block of file.blocks) {
    const moduleAt = file.ecosystem === "rust" ? testModuleStart(block) : -1;
    block.added.forEach((a2, i2) => {
      if (a2.moved || moduleAt !== -1 && i2 > moduleAt) return;
      const hit = sniffs(a2.code, file.ecosystem) || file.ecosystem === "rust" && rustCfgOnItem(block, i2);
      if (hit) {
        const detail = describe2("source code checks whether it runs under tests", a2);
        findings.push({ kind: "source-test-sniffing", line: a2.line, detail });
      }
    });
  }
  return findings;
};

// src/core/heuristics/assertion-literals.ts
var PARAMETRIZE = /@pytest\.mark\.parametrize\s*\(|\b(?:it|test|describe)(?:\.\w+)*\.each\s*[(`]|#\[\s*(?:case|test_case|values)\s*\(/;
var MAX_STATEMENT_LINES = 20;
function depth(bare) {
  let d = 0;
  for (const c3 of bare) {
    if (c3 === "(" || c3 === "[" || c3 === "{") d++;
    else if (c3 === ")" || c3 === "]" || c3 === "}") d--;
  }
  return d;
}
function statement(lines, start, eco) {
  const codes = [];
  let open = 0;
  for (let i2 = start; i2 < lines.length && i2 < start + MAX_STATEMENT_LINES; i2++) {
    const { code, bare } = lineCode(lines[i2] ?? "", eco);
    codes.push(code);
    open += depth(bare);
    if (open <= 0) break;
  }
  return codes;
}
function assertionLiterals(text2, ecosystem) {
  const lines = text2.split(/\r?\n/);
  const found = /* @__PURE__ */ new Set();
  lines.forEach((line, i2) => {
    const bare = lineCode(line, ecosystem).bare;
    if (!isAssertionLine(line, ecosystem) && !PARAMETRIZE.test(bare)) return;
    for (const code of statement(lines, i2, ecosystem)) {
      for (const token of tokenize(code)) if (token.value !== null) found.add(token.value);
    }
  });
  return [...found];
}

// src/core/heuristics/source-heuristics.ts
var HEURISTICS = [
  testSniffing,
  specialCase,
  alwaysEqual,
  earlyExit,
  monkeypatch,
  swallowedException,
  suppressions
];
function sourceHeuristics(input) {
  const severity = input.severity ?? "warning";
  const context = { testLiterals: input.testLiterals };
  const anomalies = [];
  for (const { file, hunks, headText } of input.files) {
    if (file.class !== "source" || file.status === "deleted") continue;
    const view = fileView(file, hunks, headText ?? null);
    for (const heuristic of HEURISTICS) {
      for (const f of heuristic(view, context)) {
        anomalies.push({ kind: f.kind, severity, path: file.path, line: f.line, detail: f.detail });
      }
    }
  }
  const key2 = (a2) => `${a2.path}\0${String(a2.line).padStart(9, "0")}\0${a2.kind}`;
  return anomalies.sort((a2, b) => key2(a2) < key2(b) ? -1 : key2(a2) > key2(b) ? 1 : 0);
}

// src/pipeline/read/change-texts.ts
function basePath(file) {
  return file.status === "added" ? null : file.oldPath ?? file.path;
}
function headPath(file) {
  return file.status === "deleted" ? null : file.path;
}
async function readChangeTexts(repo, mergeBase2, head, files) {
  const texts = /* @__PURE__ */ new Map();
  if (files.length === 0) return texts;
  const wanted = (side) => [
    ...new Set(files.flatMap((file) => side(file) ?? []))
  ];
  const [bases, heads] = await Promise.all([
    readFiles(repo, mergeBase2, wanted(basePath)),
    readFiles(repo, head, wanted(headPath))
  ]);
  const textOf = (read, path6) => path6 === null ? null : read.get(path6) ?? null;
  for (const file of files) {
    texts.set(file.path, {
      base: textOf(bases, basePath(file)),
      head: textOf(heads, headPath(file))
    });
  }
  return texts;
}
async function readChangeSides(sides2, files) {
  const texts = await readChangeTexts(sides2.repo, sides2.mergeBase, sides2.head, files);
  return files.map((file) => ({
    path: file.path,
    base: texts.get(file.path)?.base ?? null,
    head: texts.get(file.path)?.head ?? null
  }));
}

// src/pipeline/read/dependency-only-manifests.ts
function isMergedManifest(file) {
  return manifestKind(file.path) !== null && file.status === "modified" && file.newKind !== "symlink";
}
function dependencyOnlyManifests(changes, texts) {
  const found = /* @__PURE__ */ new Set();
  for (const file of changes.filter(isMergedManifest)) {
    const kind = manifestKind(file.path);
    const text2 = texts.get(file.path);
    if (kind === null || !text2 || text2.base === null || text2.head === null) continue;
    if (mergeManifest(kind, text2.base, text2.head) === text2.head) found.add(file.path);
  }
  return found;
}

// src/pipeline/read/harness-texts.ts
var PLAIN2 = /* @__PURE__ */ new Set(["file", "executable", "none"]);
function readsHarnessText(file) {
  return file.rule !== void 0 && isContentRule(file.rule) && file.oldPath === null && PLAIN2.has(file.oldKind) && PLAIN2.has(file.newKind);
}
function harnessTexts(changes, read) {
  const texts = /* @__PURE__ */ new Map();
  for (const file of changes.filter(readsHarnessText)) {
    const text2 = read.get(file.path);
    if (!text2) continue;
    if (text2.base === null !== (file.oldKind === "none")) continue;
    if (text2.head === null !== (file.newKind === "none")) continue;
    texts.set(file.path, text2);
  }
  return texts;
}

// src/core/changes/js-in-source-tests.ts
var IN_SOURCE_IF = /\bif\s*\(\s*import\.meta\.vitest\s*\)/;
function mayHoldInSourceTests(text2) {
  return text2.includes("import.meta.vitest");
}
function inSourceTestBlocks(text2) {
  if (!mayHoldInSourceTests(text2)) return [];
  const lines = headLines(text2, "javascript");
  const blocks = [];
  for (const [at, line] of lines.entries()) {
    if (!IN_SOURCE_IF.test(line.bare)) continue;
    const extent = methodExtent(lines, at, "javascript", IN_SOURCE_IF);
    if (extent !== null) blocks.push({ start: extent.start, end: extent.end });
  }
  return blocks;
}
function inSourceTestAnomalies(file, hunks, baseText, headText) {
  if (baseText === null) return [];
  const base = inSourceTestBlocks(baseText);
  if (base.length === 0) return [];
  const head = headText === null ? [] : inSourceTestBlocks(headText);
  const what = "in-source test block changed (vitest import.meta.vitest; the PR's version ran)";
  return blocksChanged(file, hunks, { base, head }, what);
}

// src/pipeline/read/in-source-tests.ts
var EDITED2 = /* @__PURE__ */ new Set(["modified", "type-changed", "renamed"]);
async function inSourceTestChanges(repo, changes, hunksOf) {
  const js = changes.filter(
    (f) => f.class === "source" && f.ecosystem === "javascript" && EDITED2.has(f.status) && f.oldKind === "file" && f.newKind === "file"
  );
  if (js.length === 0) return [];
  const bases = await readBlobs(repo, [...new Set(js.map((f) => f.oldBlob))]);
  const held = js.filter((f) => mayHoldInSourceTests(bases.get(f.oldBlob) ?? ""));
  if (held.length === 0) return [];
  const heads = await readBlobs(repo, [...new Set(held.map((f) => f.newBlob))]);
  const found = await Promise.all(
    held.map(async (f) => {
      const hunks = hunksOf(f) ?? (await diffHunks(repo, f.oldBlob, f.newBlob)).hunks;
      return inSourceTestAnomalies(
        f,
        hunks,
        bases.get(f.oldBlob) ?? null,
        heads.get(f.newBlob) ?? null
      );
    })
  );
  return found.flat();
}

// src/core/changes/package-bins.ts
function declared(text2) {
  const none = { bins: /* @__PURE__ */ new Map(), folder: null };
  if (text2 === null) return none;
  let doc;
  try {
    doc = JSON.parse(text2);
  } catch {
    return none;
  }
  if (doc === null || typeof doc !== "object" || Array.isArray(doc)) return none;
  const { bin, name, directories } = doc;
  const bins = /* @__PURE__ */ new Map();
  if (typeof bin === "string" && typeof name === "string")
    bins.set(name.replace(/^@[^/]+\//, ""), bin);
  else if (bin !== null && typeof bin === "object" && !Array.isArray(bin)) {
    for (const [command, target] of Object.entries(bin)) bins.set(command, String(target));
  }
  const dirs = directories;
  const folder = dirs !== null && typeof dirs === "object" && typeof dirs.bin === "string" ? dirs.bin : null;
  return { bins, folder };
}
function binAnomalies(file, baseText, headText) {
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  if (name !== "package.json" || headText === null || file.status === "deleted") return [];
  const before = declared(baseText);
  const after = declared(headText);
  const found = [];
  const at = (needle) => lineOfFirst(headText, needle);
  for (const [command, target] of after.bins) {
    if (before.bins.get(command) === target) continue;
    const known = isCheckCommand(command);
    found.push({
      kind: "harness-modified",
      severity: known ? "critical" : "warning",
      path: file.path,
      line: at(`"${command}"`) ?? at('"bin"'),
      detail: `declares the command '${command}' (${target.slice(0, 80)}): the install links it into node_modules/.bin, where package scripts find their commands first${known ? ", and the checks run that command or start it" : "; a check that runs that command would run this file"}`
    });
  }
  if (after.folder !== null && after.folder !== before.folder) {
    found.push({
      kind: "harness-modified",
      severity: "critical",
      path: file.path,
      line: at('"directories"'),
      detail: `directories.bin '${after.folder.slice(0, 80)}': every file there becomes a command in node_modules/.bin, where package scripts find their commands first`
    });
  }
  return found;
}

// src/core/changes/package-conditions.ts
var CONDITIONS = /* @__PURE__ */ new Map([
  ["test", "critical"],
  ["vitest", "critical"],
  ["jest", "critical"],
  ["mocha", "critical"],
  ["ava", "critical"],
  ["testing", "critical"],
  ["development", "warning"]
]);
function conditioned(value, path6, out) {
  if (value === null || typeof value !== "object") return;
  const keys = Object.keys(value);
  for (const [index, [key2, inner]] of Object.entries(value).entries()) {
    const here = `${path6}.${key2}`;
    if (CONDITIONS.has(key2)) {
      out.set(here, `${JSON.stringify(inner)} after [${keys.slice(0, index).join(", ")}]`);
    }
    conditioned(inner, here, out);
  }
}
function targets2(text2) {
  const out = /* @__PURE__ */ new Map();
  if (text2 === null) return out;
  try {
    const doc = JSON.parse(text2);
    if (doc === null || typeof doc !== "object") return out;
    const record2 = doc;
    conditioned(record2.exports, "exports", out);
    conditioned(record2.imports, "imports", out);
  } catch {
  }
  return out;
}
function conditionAnomalies(file, baseText, headText) {
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  if (name !== "package.json" || headText === null || file.status === "deleted") return [];
  const before = targets2(baseText);
  const found = [];
  for (const [where2, target] of targets2(headText)) {
    if (before.get(where2) === target) continue;
    const condition = where2.slice(where2.lastIndexOf(".") + 1);
    found.push({
      kind: "harness-modified",
      severity: CONDITIONS.get(condition) ?? "critical",
      path: file.path,
      line: lineOfFirst(headText, `"${condition}"`),
      detail: `${where2} -> ${target.slice(0, 80)}: a "${condition}" condition is resolved by the test runner, not by users, so the tests can import other code than the package ships`
    });
  }
  return found;
}

// src/core/changes/python-install-hooks.ts
var PLUGIN_GROUP = /^(?:pytest11|nose\.plugins(?:\.[\w.]+)?|flake8\.(?:extension|report)|pylint\.\w+)$/;
var SETUP_PY_HOOKS = /\b(?:pytest11|nose\.plugins|flake8\.(?:extension|report)|cmdclass|site-packages|getsitepackages|sysconfig)\b/g;
var SETUP_PY_COMMANDS = /\b(?:subprocess|os\.system|os\.popen|shutil)\b/g;
function child2(value, key2) {
  return isTable(value) ? value[key2] : void 0;
}
function entryPoints(doc) {
  const groups = /* @__PURE__ */ new Map();
  if (doc === null) return groups;
  const tables3 = [
    child2(doc.project, "entry-points"),
    child2(child2(doc.tool, "poetry"), "plugins"),
    child2(child2(doc.tool, "flit"), "entrypoints")
  ];
  for (const table3 of tables3) {
    if (!isTable(table3)) continue;
    for (const [group2, value] of Object.entries(table3)) {
      if (PLUGIN_GROUP.test(group2)) groups.set(group2, JSON.stringify(value));
    }
  }
  return groups;
}
function consoleScripts(doc) {
  const scripts = /* @__PURE__ */ new Map();
  if (doc === null) return scripts;
  const tables3 = [
    child2(doc.project, "scripts"),
    child2(doc.project, "gui-scripts"),
    child2(child2(doc.project, "entry-points"), "console_scripts"),
    child2(child2(doc.tool, "poetry"), "scripts")
  ];
  for (const table3 of tables3) {
    if (!isTable(table3)) continue;
    for (const [name, value] of Object.entries(table3)) scripts.set(name, JSON.stringify(value));
  }
  return scripts;
}
function anomaly2(file, line, why) {
  return {
    kind: "harness-modified",
    severity: "critical",
    path: file.path,
    line,
    detail: `${why}; the install step runs before testlock, so the locked run loads it`
  };
}
function pyprojectHooks(file, baseText, headText) {
  const base = baseText === null ? null : parseTomlOrNull(baseText);
  const head = parseTomlOrNull(headText);
  if (head === null) return [];
  const found = [];
  const before = entryPoints(base);
  for (const [group2, value] of entryPoints(head)) {
    if (before.get(group2) === value) continue;
    const line = lineOfFirst(headText, group2);
    found.push(anomaly2(file, line, `registers a plugin in entry-point group ${group2}`));
  }
  const scriptsBefore = consoleScripts(base);
  for (const [name, value] of consoleScripts(head)) {
    if (!isCheckCommand(name) || scriptsBefore.get(name) === value) continue;
    const why = `declares the console script '${name}', which the install writes over the tool of that name`;
    found.push(anomaly2(file, lineOfFirst(headText, name), why));
  }
  const backendPath = (doc) => JSON.stringify(child2(doc?.["build-system"], "backend-path") ?? null);
  if (backendPath(head) !== "null" && backendPath(head) !== backendPath(base)) {
    const why = "sets an in-tree build backend (build-system.backend-path): the PR code builds it";
    found.push(anomaly2(file, lineOfFirst(headText, "backend-path"), why));
  }
  return found;
}
function counts(text2, pattern) {
  const seen = /* @__PURE__ */ new Map();
  for (const m of (text2 ?? "").matchAll(pattern)) seen.set(m[0], (seen.get(m[0]) ?? 0) + 1);
  return seen;
}
function added(baseText, headText, pattern) {
  const before = counts(baseText, pattern);
  return [...counts(headText, pattern)].filter(([word, n2]) => n2 > (before.get(word) ?? 0)).map(([word]) => word);
}
function setupPyHooks(file, baseText, headText) {
  const hooks = added(baseText, headText, SETUP_PY_HOOKS).map((hook) => {
    const what = hook === "cmdclass" ? "replaces install commands (cmdclass)" : `names ${hook}`;
    return anomaly2(file, lineOfFirst(headText, hook), `setup.py ${what}`);
  });
  const commands = added(baseText, headText, SETUP_PY_COMMANDS).map(
    (word) => ({
      ...anomaly2(file, lineOfFirst(headText, word), `setup.py now uses ${word}`),
      severity: "warning"
    })
  );
  return [...hooks, ...commands];
}
function isInstallManifest(path6) {
  const name = path6.slice(path6.lastIndexOf("/") + 1);
  return name === "pyproject.toml" || name === "setup.py";
}
function installHookAnomalies(file, baseText, headText) {
  if (headText === null || file.status === "deleted" || !isInstallManifest(file.path)) return [];
  return file.path.endsWith(".toml") ? pyprojectHooks(file, baseText, headText) : setupPyHooks(file, baseText, headText);
}

// src/pipeline/read/manifest-rules.ts
function isJudgedManifest(file) {
  const path6 = file.path;
  const manifest = isInstallManifest(path6) || path6 === "package.json" || path6.endsWith("/package.json");
  return manifest && file.status !== "deleted";
}
function manifestRules(changes, texts) {
  return changes.filter(isJudgedManifest).flatMap((file) => {
    const text2 = texts.get(file.path);
    const baseText = text2?.base ?? null;
    const headText = text2?.head ?? null;
    return [
      ...installHookAnomalies(file, baseText, headText),
      ...conditionAnomalies(file, baseText, headText),
      ...binAnomalies(file, baseText, headText)
    ];
  });
}

// src/core/changes/shadowing-siblings.ts
var TS_SIBLINGS = /* @__PURE__ */ new Map([
  [".js", [".ts", ".tsx"]],
  [".jsx", [".tsx", ".ts"]],
  [".mjs", [".mts"]],
  [".cjs", [".cts"]]
]);
var ARRIVED = /* @__PURE__ */ new Set(["added", "renamed", "copied"]);
function extension(path6) {
  const slash = path6.lastIndexOf("/");
  const dot = path6.lastIndexOf(".");
  return dot > slash + 1 ? path6.slice(dot) : "";
}
function shadowCandidates2(changes) {
  const candidates = /* @__PURE__ */ new Map();
  for (const file of changes) {
    if (!ARRIVED.has(file.status) || file.class !== "source") continue;
    const ext = extension(file.path);
    const ts = TS_SIBLINGS.get(ext);
    if (ts && !file.path.endsWith(".d.ts")) {
      const stem = file.path.slice(0, -ext.length);
      candidates.set(
        file.path,
        ts.map((e) => `${stem}${e}`)
      );
    } else if (file.path.endsWith("/__init__.py")) {
      candidates.set(file.path, [`${file.path.slice(0, -"/__init__.py".length)}.py`]);
    }
  }
  return candidates;
}
function shadowAnomalies(candidates, atBase2, atHead) {
  const found = [];
  for (const [path6, siblings] of candidates) {
    const shadowed = siblings.find((s) => atBase2.has(s) && atHead.has(s));
    if (shadowed === void 0) continue;
    found.push({
      kind: "harness-modified",
      severity: "critical",
      path: path6,
      line: null,
      detail: `${path6} shadows ${shadowed}: the test runner resolves the base tests' imports to the new file, so ${shadowed} is no longer what they test`
    });
  }
  return found;
}

// src/pipeline/read/shadowing-siblings.ts
async function shadowingSiblings(repo, mergeBase2, head, changes) {
  const candidates = shadowCandidates2(changes);
  const paths = [...new Set([...candidates.values()].flat())];
  if (paths.length === 0) return [];
  const [base, atHead] = await Promise.all([
    listTree(repo, mergeBase2, paths),
    listTree(repo, head, paths)
  ]);
  return shadowAnomalies(
    candidates,
    new Set(base.map((e) => e.path)),
    new Set(atHead.map((e) => e.path))
  );
}

// src/pipeline/read/test-literals.ts
var MAX_TEST_FILES = 2e3;
async function baseTestLiterals(repo, mergeBase2, classify, sources2) {
  const ecosystems = new Set(sources2.map((f) => f.ecosystem).filter((e) => e !== null));
  const tests = [];
  for (const path6 of await listFiles(repo, mergeBase2)) {
    const { class: fileClass, ecosystem } = classify(path6);
    if (fileClass === "test" && ecosystem !== null && ecosystems.has(ecosystem)) {
      tests.push({ path: path6, ecosystem });
      if (tests.length >= MAX_TEST_FILES) break;
    }
  }
  const texts = await readFiles(
    repo,
    mergeBase2,
    tests.map((t) => t.path)
  );
  const literals = /* @__PURE__ */ new Set();
  for (const { path: path6, ecosystem } of tests) {
    const text2 = texts.get(path6);
    if (text2 !== void 0)
      for (const literal of assertionLiterals(text2, ecosystem)) literals.add(literal);
  }
  return literals;
}

// src/core/changes/toolchain/record.ts
function record(key2, name, spec, source, pinned = {}) {
  return {
    key: key2,
    name,
    spec,
    source,
    version: pinned.version ?? null,
    integrity: pinned.integrity ?? null,
    addedRisk: pinned.addedRisk ?? null
  };
}
function urlHost(url) {
  const match = /^https?:\/\/([^/:?#]+)/i.exec(url);
  return match ? match[1].toLowerCase() : null;
}
var SOURCE_WORDS = {
  registry: "registry",
  local: "a local path",
  git: "a git repository",
  url: "a tarball URL",
  workspace: "a workspace package",
  alias: "another package (alias)",
  patch: "a patched copy",
  "unknown-registry": "a host outside the registry"
};
function sourceWords(source) {
  return SOURCE_WORDS[source];
}

// src/core/changes/toolchain/cargo-files.ts
function sourceOf(spec) {
  if (!isTable(spec)) return "registry";
  if (typeof spec.path === "string") return "local";
  if (typeof spec.git === "string") return "git";
  if (spec.workspace === true) return "workspace";
  if (typeof spec.registry === "string" || typeof spec["registry-index"] === "string") {
    return "unknown-registry";
  }
  if (typeof spec.package === "string") return "alias";
  return "registry";
}
function specText(spec) {
  if (typeof spec === "string") return spec;
  return JSON.stringify(spec);
}
function tableRecords(prefix, table3) {
  if (!isTable(table3)) return [];
  return Object.entries(table3).map(([name, spec]) => {
    const crate = isTable(spec) && typeof spec.package === "string" ? spec.package : name;
    return record(`${prefix}.${name}`, crate, specText(spec), sourceOf(spec));
  });
}
var TEST_TABLES = ["dev-dependencies", "dev_dependencies", "build-dependencies"];
function cargoTomlRecords(text2) {
  const doc = parseTomlOrNull(text2);
  if (doc === null) return [];
  const found = TEST_TABLES.flatMap((t) => tableRecords(t, doc[t]));
  if (isTable(doc.target)) {
    for (const [cfg, table3] of Object.entries(doc.target)) {
      if (!isTable(table3)) continue;
      found.push(...TEST_TABLES.flatMap((t) => tableRecords(`target.${cfg}.${t}`, table3[t])));
    }
  }
  if (isTable(doc.patch)) {
    for (const [registry, table3] of Object.entries(doc.patch)) {
      found.push(...tableRecords(`patch.${registry}`, table3));
    }
  }
  found.push(...tableRecords("replace", doc.replace));
  return found.map(
    (entry) => entry.key.startsWith("patch.") || entry.key.startsWith("replace.") ? { ...entry, source: entry.source === "registry" ? "patch" : entry.source } : entry
  );
}

// src/core/changes/toolchain/compare.ts
var PUBLIC_REGISTRY_HOSTS = [
  "registry.npmjs.org",
  "registry.yarnpkg.com",
  "registry.npmmirror.com",
  "pypi.org",
  "files.pythonhosted.org",
  "jsr.io",
  "deno.land"
];
function knownHosts(base) {
  const hosts = new Set(PUBLIC_REGISTRY_HOSTS);
  for (const entry of base) {
    const host = entry.source === "registry" ? urlHost(entry.spec) : null;
    if (host !== null) hosts.add(host);
  }
  return hosts;
}
function shown2(entry) {
  if (entry === void 0) return "absent";
  return entry.version !== null && !entry.spec.includes(entry.version) ? `${entry.version} ${entry.spec}` : entry.spec;
}
function criticalReason(base, head, hosts, publishedOnly2) {
  if (head.source === "workspace" && !publishedOnly2(head.name)) return null;
  if (head.source !== "registry") return `now from ${sourceWords(head.source)}`;
  const host = urlHost(head.spec);
  if (host !== null && !hosts.has(host)) return `resolved from ${host}, outside the registry`;
  if (base === void 0) return head.addedRisk ?? null;
  const sameVersion = base.version !== null && base.version === head.version;
  if (sameVersion && base.integrity !== null && base.integrity !== head.integrity) {
    return "integrity changed without a version change";
  }
  return null;
}
function changeOf(base, head, hosts, publishedOnly2) {
  if (base !== void 0 && base.spec === head.spec && base.integrity === head.integrity) {
    if (base.version === head.version && base.source === head.source) return null;
  }
  const reason = criticalReason(base, head, hosts, publishedOnly2);
  const move = `${head.key}: ${shown2(base)} -> ${shown2(head)}`;
  if (reason !== null)
    return { name: head.name, severity: "critical", detail: `${move} (${reason})` };
  const what = base === void 0 ? "added from the registry" : "registry version change";
  return { name: head.name, severity: "warning", detail: `${move} (${what})` };
}
var RANK2 = { critical: 0, warning: 1, info: 2 };
function compareRecords(base, head, isToolchain, publishedOnly2) {
  const hosts = knownHosts(base);
  const baseByKey = new Map(base.map((entry) => [entry.key, entry]));
  const changes = head.filter((entry) => isToolchain(entry.name)).flatMap((entry) => changeOf(baseByKey.get(entry.key), entry, hosts, publishedOnly2) ?? []);
  const byName = /* @__PURE__ */ new Map();
  for (const change of changes)
    byName.set(change.name, [...byName.get(change.name) ?? [], change]);
  return [...byName.values()].map((group2) => {
    const sorted = [...group2].sort((a2, b) => RANK2[a2.severity] - RANK2[b.severity]);
    const first = sorted[0];
    return { ...first, detail: sorted.map((change) => change.detail).join("; ") };
  });
}

// src/core/changes/toolchain/node-spec.ts
function nodeSpecSource(name, spec) {
  const value = spec.trim();
  if (/^(file|link|portal):/i.test(value)) return "local";
  if (/^workspace:/i.test(value)) {
    return /^workspace:(\.{0,2}\/|~\/)/i.test(value) ? "local" : "workspace";
  }
  if (/^patch:/i.test(value)) return "patch";
  if (/^(\.{1,2}\/|\/|~\/|\.$|\.\.$)/.test(value)) return "local";
  if (/^(git\+|git:|github:|gitlab:|bitbucket:|gist:)/i.test(value)) return "git";
  if (/^https?:\/\//i.test(value)) return /\.git(#|$)/i.test(value) ? "git" : "url";
  if (/^npm:/i.test(value)) {
    const target = value.slice(4);
    const at = target.indexOf("@", 1);
    const aliased = at === -1 ? target : target.slice(0, at);
    return aliased === name ? "registry" : "alias";
  }
  if (/^[\w.-]+\/[\w.-]+(#.*)?$/.test(value)) return "git";
  return "registry";
}
function descriptorName(descriptor) {
  const value = descriptor.trim().replace(/^["']|["']$/g, "");
  const at = value.indexOf("@", value.startsWith("@") ? 1 : 0);
  return at === -1 ? value : value.slice(0, at);
}
function descriptorRange(descriptor) {
  const value = descriptor.trim().replace(/^["']|["']$/g, "");
  const at = value.indexOf("@", value.startsWith("@") ? 1 : 0);
  return at === -1 ? "" : value.slice(at + 1);
}

// src/core/changes/toolchain/packages.ts
var NODE_NAMES = /* @__PURE__ */ new Set([
  "vitest",
  "jest",
  "ts-jest",
  "babel-jest",
  "mocha",
  "chai",
  "sinon",
  "expect",
  "ava",
  "tap",
  "tape",
  "uvu",
  "jasmine",
  "karma",
  "c8",
  "nyc",
  "istanbul",
  "playwright",
  "@playwright/test",
  "cypress",
  "typescript",
  "eslint",
  "ts-node",
  "tsx",
  "@swc/jest"
]);
var NODE_PATTERNS = [
  /^@vitest\//,
  /^@jest\//,
  /^jest-/,
  /^mocha-/,
  /^chai-/,
  /^karma-/,
  /^jasmine-/,
  /^@istanbuljs\//,
  /^istanbul-/,
  /^@testing-library\//,
  /^@biomejs\//,
  /^@eslint\//,
  /^eslint-plugin-/,
  /^@typescript-eslint\//
];
var RUNNER_NAMES = /* @__PURE__ */ new Set(["vitest", "jest", "mocha", "ava", "pytest", "typescript", "eslint"]);
function isNodeToolchain(name, usesVitest) {
  if (name === "vite") return usesVitest;
  return NODE_NAMES.has(name) || NODE_PATTERNS.some((pattern) => pattern.test(name));
}
var PYTHON_NAMES = /* @__PURE__ */ new Set([
  "pytest",
  "coverage",
  "hypothesis",
  "tox",
  "nox",
  "mypy",
  "pyright",
  "basedpyright",
  "ruff",
  "pluggy",
  "nose2",
  "unittest2",
  "flake8",
  "pylint"
]);
function normalizePythonName(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function isPytestPlugin(name) {
  return normalizePythonName(name).startsWith("pytest-");
}
function isPythonToolchain(name) {
  const normalized = normalizePythonName(name);
  return PYTHON_NAMES.has(normalized) || isPytestPlugin(normalized);
}
function isPublishedRunner(name) {
  return RUNNER_NAMES.has(name);
}

// src/core/changes/toolchain/deno-imports.ts
var isObject3 = (value) => value !== null && typeof value === "object" && !Array.isArray(value);
function importName(specifier) {
  const bare = specifier.replace(/^(jsr|npm):\/?/, "").replace(/\/$/, "");
  if (/^[a-z]+:/i.test(bare)) return bare;
  const parts = bare.split("/");
  const name = bare.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
  const at = name.indexOf("@", 1);
  return at === -1 ? name : name.slice(0, at);
}
function isDenoToolchain(name) {
  if (name.startsWith("node:")) return true;
  if (/^@std\/(assert|testing|expect)$/.test(name)) return true;
  if (/^https?:\/\/.*\/std(@[^/]*)?\/(assert|testing|expect)\b/.test(name)) return true;
  return isNodeToolchain(name, false);
}
function valueSource(key2, value) {
  const target = value.trim();
  if (/^(\.{0,2}\/|file:)/.test(target)) return "local";
  if (/^jsr:/.test(target)) return importName(target) === importName(key2) ? "registry" : "alias";
  if (/^npm:/.test(target)) return nodeSpecSource(importName(key2), target);
  if (/^node:/.test(target)) return target === key2 ? "registry" : "alias";
  if (/^https?:\/\//.test(target)) return "registry";
  return "unknown-registry";
}
function mapRecords(map, prefix) {
  if (!isObject3(map)) return [];
  return Object.entries(map).flatMap(
    ([key2, value]) => typeof value === "string" ? [record(`${prefix}.${key2}`, importName(key2), value, valueSource(key2, value))] : []
  );
}
function denoImportRecords(text2) {
  const doc = parseJsonc(text2);
  if (!isObject3(doc)) return [];
  const scopes = isObject3(doc.scopes) ? doc.scopes : {};
  return [
    ...mapRecords(doc.imports, "imports"),
    ...Object.entries(scopes).flatMap(([scope, map]) => mapRecords(map, `scopes.${scope}`))
  ];
}

// src/core/changes/toolchain/go-files.ts
function goDirectives(text2) {
  const found = [];
  let block = null;
  for (const raw of text2.split(/\r?\n/)) {
    const line = raw.replace(/\/\/.*$/, "").trim();
    if (line === "") continue;
    if (block !== null) {
      if (line === ")") block = null;
      else found.push({ verb: block, args: line });
      continue;
    }
    const open = /^(\w+)\s*\($/.exec(line);
    if (open) {
      block = open[1];
      continue;
    }
    const single = /^(\w+)\s+(.+)$/.exec(line);
    if (single) found.push({ verb: single[1], args: single[2] });
  }
  return found;
}
var unquote2 = (word) => word.replace(/^"|"$/g, "");
function replaceRecord(args) {
  const [left, right] = args.split("=>").map((side) => side.trim().split(/\s+/).map(unquote2));
  if (left === void 0 || right === void 0 || left[0] === void 0 || right[0] === void 0) {
    return null;
  }
  const key2 = `replace ${left.join(" ")}`;
  const spec = `${left.join(" ")} => ${right.join(" ")}`;
  const published = right.length >= 2 && !/^(\.{1,2}\/|\/)/.test(right[0]);
  return record(key2, left[0], spec, published ? "registry" : "local", {
    // A replacement the PR adds is critical unless it names a published version (a warning).
    addedRisk: null
  });
}
function goModRecords(text2) {
  return goDirectives(text2).flatMap(({ verb, args }) => {
    if (verb === "replace") return replaceRecord(args) ?? [];
    if (verb === "use") {
      const folder = unquote2(args.trim());
      if (folder === "." || folder === "./") return [];
      return [record(`use ${folder}`, folder, `use ${folder}`, "local")];
    }
    return [];
  });
}
function goSumRecords(text2) {
  return text2.split(/\r?\n/).flatMap((line) => {
    const [module, version, hash] = line.trim().split(/\s+/);
    if (module === void 0 || version === void 0 || hash === void 0) return [];
    return [
      record(`${module} ${version}`, module, `${version} ${hash}`, "registry", {
        version,
        integrity: hash
      })
    ];
  });
}
function goRequires(text2) {
  const requires = /* @__PURE__ */ new Map();
  for (const { verb, args } of goDirectives(text2)) {
    if (verb !== "require") continue;
    const [module, version] = args.split(/\s+/).map(unquote2);
    if (module !== void 0 && version !== void 0) requires.set(module, version);
  }
  return requires;
}

// src/core/changes/toolchain/node-lockfiles.ts
function resolvedSource(name, resolved) {
  if (urlHost(resolved) === null) return nodeSpecSource(name, resolved);
  if (/\.git(#|$)|^git\+/i.test(resolved)) return "git";
  const tarball = /\/-\/[^/]+\.tgz(#.*)?$/i.test(resolved);
  if (!tarball) return "url";
  const unscoped = name.slice(name.lastIndexOf("/") + 1);
  const encoded = name.replace("/", "%2f");
  const path6 = resolved.toLowerCase();
  const names = [`/${name}/-/${unscoped}-`, `/${encoded}/-/${unscoped}-`].map(
    (s) => s.toLowerCase()
  );
  return names.some((prefix) => path6.includes(prefix)) ? "registry" : "alias";
}
function str(value) {
  return typeof value === "string" ? value : null;
}
function packageLockRecords(text2) {
  const lock = parseJsonObject(text2);
  if (lock === null) return [];
  const found = [];
  const packages = lock.packages;
  if (isObject2(packages)) {
    for (const [path6, entry] of Object.entries(packages)) {
      const at = path6.lastIndexOf("node_modules/");
      if (at === -1 || !isObject2(entry)) continue;
      const name = str(entry.name) ?? path6.slice(at + "node_modules/".length);
      const resolved = str(entry.resolved) ?? "";
      const source = entry.link === true ? "local" : resolved === "" ? "registry" : resolvedSource(name, resolved);
      const pinned = { version: str(entry.version), integrity: str(entry.integrity) };
      found.push(
        record(`packages.${path6}`, name, resolved || (pinned.version ?? ""), source, pinned)
      );
    }
    return found;
  }
  const walk = (deps, prefix) => {
    if (!isObject2(deps)) return;
    for (const [name, entry] of Object.entries(deps)) {
      if (!isObject2(entry)) continue;
      const version = str(entry.version) ?? "";
      const resolved = str(entry.resolved) ?? version;
      const source = urlHost(resolved) !== null ? resolvedSource(name, resolved) : nodeSpecSource(name, version);
      const pinned = { version, integrity: str(entry.integrity) };
      found.push(record(`${prefix}${name}`, name, resolved, source, pinned));
      walk(entry.dependencies, `${prefix}${name}>`);
    }
  };
  walk(lock.dependencies, "dependencies.");
  return found;
}
function pnpmPackageName(key2) {
  const bare = key2.replace(/^\//, "").replace(/\(.*$/, "");
  return { name: descriptorName(bare), version: descriptorRange(bare) };
}
function pnpmResolution(name, entry) {
  const resolution = isObject2(entry) && isObject2(entry.resolution) ? entry.resolution : {};
  const tarball = str(resolution.tarball);
  if (str(resolution.directory) !== null) {
    return { spec: `directory ${resolution.directory}`, source: "local", integrity: null };
  }
  if (str(resolution.repo) !== null || resolution.type === "git") {
    return {
      spec: `git ${resolution.repo} ${resolution.commit ?? ""}`.trim(),
      source: "git",
      integrity: null
    };
  }
  if (tarball !== null) {
    const source = tarball.startsWith("file:") ? "local" : resolvedSource(name, tarball);
    return { spec: tarball, source, integrity: str(resolution.integrity) };
  }
  return { spec: "registry", source: "registry", integrity: str(resolution.integrity) };
}
function pnpmRecords(text2) {
  let lock;
  try {
    lock = parseYaml(text2, { uniqueKeys: false });
  } catch {
    return [];
  }
  if (!isObject2(lock)) return [];
  const found = [];
  const importers = isObject2(lock.importers) ? lock.importers : { ".": lock };
  for (const [dir, importer] of Object.entries(importers)) {
    if (!isObject2(importer)) continue;
    for (const section of ["dependencies", "devDependencies", "optionalDependencies"]) {
      const deps = importer[section];
      if (!isObject2(deps)) continue;
      for (const [name, entry] of Object.entries(deps)) {
        const version = isObject2(entry) ? str(entry.version) : str(entry);
        const specifier = isObject2(entry) ? str(entry.specifier) : null;
        if (version === null) continue;
        const fromVersion = nodeSpecSource(name, version.replace(/\(.*$/, ""));
        const source = fromVersion !== "registry" ? fromVersion : nodeSpecSource(name, specifier ?? "");
        const spec = specifier === null ? version : `${specifier} (${version})`;
        found.push(record(`importers.${dir}.${section}.${name}`, name, spec, source));
      }
    }
  }
  const packages = isObject2(lock.packages) ? lock.packages : {};
  for (const [key2, entry] of Object.entries(packages)) {
    const { name, version } = pnpmPackageName(key2);
    const resolution = pnpmResolution(name, entry);
    const pinned = { version, integrity: resolution.integrity };
    found.push(record(`packages.${key2}`, name, resolution.spec, resolution.source, pinned));
  }
  const patched = isObject2(lock.patchedDependencies) ? lock.patchedDependencies : {};
  for (const key2 of Object.keys(patched)) {
    found.push(
      record(`patchedDependencies.${key2}`, descriptorName(key2), `patched (${key2})`, "patch")
    );
  }
  return found;
}
function yarnRecords(text2) {
  const found = [];
  let headers = [];
  let fields = /* @__PURE__ */ new Map();
  const flush = () => {
    if (headers.length === 0) return;
    const version = fields.get("version") ?? "";
    const resolved = fields.get("resolved") ?? fields.get("resolution") ?? "";
    const integrity = fields.get("integrity") ?? fields.get("checksum") ?? null;
    for (const header of headers) {
      const name = descriptorName(header);
      const range = descriptorRange(header);
      const source = yarnSource(name, range, resolved);
      found.push(
        record(`${name}@${range}`, name, resolved || version, source, { version, integrity })
      );
    }
    headers = [];
    fields = /* @__PURE__ */ new Map();
  };
  for (const line of text2.split(/\r?\n/)) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    if (!/^\s/.test(line)) {
      flush();
      headers = line.replace(/:\s*$/, "").split(/,\s*/).map((part) => part.replace(/^"|"$/g, ""));
      continue;
    }
    const field = /^ {2}([\w-]+):?\s+"?([^"]*)"?\s*$/.exec(line);
    if (field) fields.set(field[1], field[2]);
  }
  flush();
  return found.filter((entry) => entry.name !== "__metadata");
}
function yarnSource(name, range, resolved) {
  const protocol = /^(\w+):/.exec(range)?.[1]?.toLowerCase();
  if (protocol === "npm") {
    const resolution2 = descriptorRange(resolved);
    if (resolution2.startsWith("npm:") || resolved === "") return nodeSpecSource(name, range);
    return urlHost(resolved) !== null ? resolvedSource(name, resolved) : nodeSpecSource(name, resolution2);
  }
  if (protocol !== void 0 && protocol !== "https" && protocol !== "http") {
    return nodeSpecSource(name, range);
  }
  const fromRange = nodeSpecSource(name, range);
  if (fromRange !== "registry") return fromRange;
  if (urlHost(resolved) !== null) return resolvedSource(name, resolved);
  const resolution = descriptorRange(resolved);
  return resolution === "" ? "registry" : nodeSpecSource(name, resolution.replace(/^npm:/, ""));
}
function bunRecords(text2) {
  const lock = parseJsonObject(text2.replace(/,(\s*[}\]])/g, "$1"));
  if (lock === null || !isObject2(lock.packages)) return [];
  return Object.entries(lock.packages).flatMap(([key2, entry]) => {
    if (!Array.isArray(entry) || typeof entry[0] !== "string") return [];
    const name = descriptorName(entry[0]);
    const resolution = descriptorRange(entry[0]);
    const integrity = entry.find((v) => typeof v === "string" && /^sha\d+-/.test(v)) ?? null;
    const source = nodeSpecSource(name, resolution.replace(/^npm:/, ""));
    return [record(`packages.${key2}`, name, entry[0], source, { version: resolution, integrity })];
  });
}
var NODE_LOCKFILES = {
  "package-lock.json": packageLockRecords,
  "pnpm-lock.yaml": pnpmRecords,
  "yarn.lock": yarnRecords,
  "bun.lock": bunRecords
};

// src/core/changes/toolchain/node-manifest.ts
var SECTIONS = ["dependencies", "devDependencies", "optionalDependencies", "peerDependencies"];
function overrideTarget(key2) {
  const last = key2.split(">").pop() ?? key2;
  const parts = last.split("/");
  const tail = parts.length >= 2 && parts[parts.length - 2].startsWith("@") ? parts.slice(-2).join("/") : parts[parts.length - 1];
  return descriptorName(tail);
}
function overrideRecords(section, value, prefix) {
  return Object.entries(value).flatMap(([key2, spec]) => {
    const path6 = `${prefix}.${key2}`;
    if (isObject2(spec)) return overrideRecords(section, spec, path6);
    if (typeof spec !== "string") return [];
    const target = key2 === "." ? prefix.split(".").pop() ?? key2 : key2;
    const name = overrideTarget(target);
    return [record(path6, name, spec, nodeSpecSource(name, spec))];
  });
}
function sectionRecords(manifest) {
  return SECTIONS.flatMap((section) => {
    const deps = manifest[section];
    if (!isObject2(deps)) return [];
    return Object.entries(deps).flatMap(
      ([name, spec]) => typeof spec === "string" ? [record(`${section}.${name}`, name, spec, nodeSpecSource(name, spec))] : []
    );
  });
}
function patchRecords(patches, prefix) {
  if (!isObject2(patches)) return [];
  return Object.entries(patches).flatMap(
    ([key2, file]) => typeof file === "string" ? [record(`${prefix}.${key2}`, descriptorName(key2), `patched by ${file}`, "patch")] : []
  );
}
function packageJsonRecords(text2) {
  const manifest = parseJsonObject(text2);
  if (manifest === null) return [];
  const pnpm = isObject2(manifest.pnpm) ? manifest.pnpm : {};
  const nested = (value, prefix) => isObject2(value) ? overrideRecords(prefix, value, prefix) : [];
  return [
    ...sectionRecords(manifest),
    ...nested(manifest.overrides, "overrides"),
    ...nested(manifest.resolutions, "resolutions"),
    ...nested(pnpm.overrides, "pnpm.overrides"),
    ...patchRecords(pnpm.patchedDependencies, "pnpm.patchedDependencies")
  ];
}
function namesVitest(records) {
  return records.some((entry) => entry.name === "vitest" || entry.name.startsWith("@vitest/"));
}

// src/core/changes/toolchain/node-workspace.ts
function specs(value, prefix, nameOf) {
  if (!isObject2(value)) return [];
  return Object.entries(value).flatMap(([key2, spec]) => {
    if (typeof spec !== "string") return [];
    const name = nameOf(key2);
    return [record(`${prefix}.${key2}`, name, spec, nodeSpecSource(name, spec))];
  });
}
function pnpmWorkspaceRecords(text2) {
  let doc;
  try {
    doc = parseYaml(text2, { uniqueKeys: false });
  } catch {
    return [];
  }
  if (!isObject2(doc)) return [];
  const catalogs = isObject2(doc.catalogs) ? doc.catalogs : {};
  const patched = isObject2(doc.patchedDependencies) ? doc.patchedDependencies : {};
  return [
    ...specs(doc.overrides, "overrides", overrideTarget),
    ...specs(doc.catalog, "catalog", (key2) => key2),
    ...Object.entries(catalogs).flatMap(
      ([name, entries]) => specs(entries, `catalogs.${name}`, (key2) => key2)
    ),
    ...Object.keys(patched).map(
      (key2) => record(`patchedDependencies.${key2}`, descriptorName(key2), `patched (${key2})`, "patch")
    )
  ];
}

// src/core/changes/toolchain/python-index.ts
var PACKAGE_INDEX = "package-index";
function packageIndexRecord(option, value) {
  const target = value.trim().replace(/^["']|["']$/g, "").replace(/^(https?:\/\/)[^/@]*@/i, "$1");
  const fromJob = target.startsWith("${") || option === "--trusted-host";
  const source = /^https?:\/\//i.test(target) || fromJob ? "registry" : "local";
  return record(`index ${option} ${target}`, PACKAGE_INDEX, target, source);
}
function strings6(value) {
  if (typeof value === "string") return [value];
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function tables2(value) {
  return Array.isArray(value) ? value.filter(isTable) : [];
}
function uvIndexRecords(uv, prefix) {
  return [
    ...strings6(uv["index-url"]).map((url) => packageIndexRecord(`${prefix}index-url`, url)),
    ...strings6(uv["extra-index-url"]).map(
      (url) => packageIndexRecord(`${prefix}extra-index-url`, url)
    ),
    ...strings6(uv["find-links"]).map((url) => packageIndexRecord(`${prefix}find-links`, url)),
    ...tables2(uv.index).flatMap(
      (index) => strings6(index.url).map((url) => packageIndexRecord(`${prefix}index`, url))
    )
  ];
}
function sourceTableRecords(tool2) {
  return ["poetry", "pdm"].flatMap((name) => {
    const section = tool2[name];
    if (!isTable(section)) return [];
    return tables2(section.source).flatMap(
      (source) => strings6(source.url).map((url) => packageIndexRecord(`tool.${name}.source`, url))
    );
  });
}
function uvTomlRecords(text2) {
  const doc = parseTomlOrNull(text2);
  return doc === null ? [] : uvIndexRecords(doc, "");
}
var PIP_KEYS = /* @__PURE__ */ new Set(["index-url", "extra-index-url", "find-links", "trusted-host"]);
function pipConfRecords(text2) {
  const found = [];
  let key2 = null;
  for (const raw of text2.split(/\r?\n/)) {
    if (/^\s*([#;]|$)/.test(raw) || /^\s*\[/.test(raw)) {
      key2 = /^\s*\[/.test(raw) ? null : key2;
      continue;
    }
    const setting = /^(\S[^=:]*?)\s*[=:]\s*(.*)$/.exec(raw);
    const continued = /^\s/.test(raw) && key2 !== null;
    if (!continued) key2 = setting ? setting[1].trim() : null;
    if (key2 === null || !PIP_KEYS.has(key2)) continue;
    const values = (continued ? raw : setting?.[2] ?? "").split(/\s+/).filter(Boolean);
    found.push(...values.map((value) => packageIndexRecord(`--${key2}`, value)));
  }
  return found;
}

// src/core/changes/toolchain/python-spec.ts
function referenceSource(reference) {
  const value = reference.trim();
  if (/^git\+|^git:|\.git(@|#|$)/i.test(value)) return "git";
  if (/^(hg|svn|bzr)\+/i.test(value)) return "git";
  if (/^https?:\/\//i.test(value)) return "url";
  return "local";
}
var PLUGIN_RISK = "a new pytest plugin loads itself into every pytest run";
function pythonRecord(key2, name, spec, source) {
  const normalized = normalizePythonName(name);
  return record(key2, normalized, spec, source, {
    addedRisk: isPytestPlugin(normalized) ? PLUGIN_RISK : null
  });
}
var NAME2 = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)\s*(\[[^\]]*\])?\s*/;
function requirementRecord(prefix, requirement) {
  const text2 = requirement.trim();
  const match = NAME2.exec(text2);
  if (!match) return null;
  const name = match[1];
  const rest = text2.slice(match[0].length);
  const key2 = `${prefix}.${normalizePythonName(name)}`;
  if (rest.startsWith("@")) {
    const reference = rest.slice(1).split(/\s*;/)[0]?.trim() ?? "";
    return pythonRecord(key2, name, text2, referenceSource(reference));
  }
  return pythonRecord(key2, name, text2, "registry");
}
function referenceName(reference) {
  const egg = /[#&]egg=([A-Za-z0-9._-]+)/.exec(reference);
  if (egg) return egg[1];
  const file = /([A-Za-z0-9._]+?)-\d[^/]*\.(whl|tar\.gz|zip)$/.exec(reference);
  if (file) return file[1];
  const folder = /([A-Za-z0-9._-]+)\/?$/.exec(reference.replace(/[#?].*$/, ""));
  return folder ? folder[1] : null;
}

// src/core/changes/toolchain/python-files.ts
function table2(value) {
  return isTable(value) ? value : {};
}
function strings7(value) {
  return Array.isArray(value) ? value.filter((v) => typeof v === "string") : [];
}
function requirementList(prefix, value) {
  return strings7(value).flatMap((req) => requirementRecord(prefix, req) ?? []);
}
function tableSource(spec) {
  if (typeof spec.path === "string" || typeof spec.directory === "string") return "local";
  if (typeof spec.editable === "string") return "local";
  if (typeof spec.git === "string") return "git";
  if (typeof spec.url === "string") return "url";
  if (spec.workspace === true) return "workspace";
  return "registry";
}
function poetryDeps(prefix, deps) {
  return Object.entries(deps).flatMap(([name, spec]) => {
    if (name === "python") return [];
    const key2 = `${prefix}.${normalizePythonName(name)}`;
    if (typeof spec === "string") return [pythonRecord(key2, name, spec, "registry")];
    if (isTable(spec)) return [pythonRecord(key2, name, JSON.stringify(spec), tableSource(spec))];
    return [];
  });
}
function pyprojectRecords(text2) {
  const doc = parseTomlOrNull(text2);
  if (doc === null) return [];
  const project = table2(doc.project);
  const tool2 = table2(doc.tool);
  const poetry = table2(tool2.poetry);
  const groups = (value, prefix) => Object.entries(table2(value)).flatMap(
    ([group2, list2]) => requirementList(`${prefix}.${group2}`, list2)
  );
  const poetryGroups = Object.entries(table2(poetry.group)).flatMap(
    ([group2, spec]) => poetryDeps(`tool.poetry.group.${group2}.dependencies`, table2(table2(spec).dependencies))
  );
  const uvSources = Object.entries(table2(table2(tool2.uv).sources)).flatMap(([name, spec]) => {
    const key2 = `tool.uv.sources.${normalizePythonName(name)}`;
    return isTable(spec) ? [pythonRecord(key2, name, JSON.stringify(spec), tableSource(spec))] : [];
  });
  return [
    ...requirementList("project.dependencies", project.dependencies),
    ...groups(project["optional-dependencies"], "project.optional-dependencies"),
    ...groups(doc["dependency-groups"], "dependency-groups"),
    ...requirementList("tool.uv.dev-dependencies", table2(tool2.uv)["dev-dependencies"]),
    ...groups(table2(tool2.pdm)["dev-dependencies"], "tool.pdm.dev-dependencies"),
    ...poetryDeps("tool.poetry.dependencies", table2(poetry.dependencies)),
    ...poetryDeps("tool.poetry.dev-dependencies", table2(poetry["dev-dependencies"])),
    ...poetryGroups,
    ...uvSources,
    ...uvIndexRecords(table2(tool2.uv), "tool.uv."),
    ...sourceTableRecords(tool2)
  ];
}
var INDEX_OPTION = /^(-i|--index-url|--extra-index-url|-f|--find-links|--trusted-host)(\s|=|$)/;
function requirementLines(text2) {
  return text2.replace(/\\\r?\n/g, " ").split(/\r?\n/).map((line) => line.replace(/(^|\s)#.*$/, "").trim()).filter((line) => line !== "");
}
function requirementsRecords(text2) {
  return requirementLines(text2).flatMap((line) => {
    const index = INDEX_OPTION.exec(line);
    if (index) {
      const option = index[1];
      return [packageIndexRecord(option, line.slice(option.length).replace(/^\s*=?\s*/, ""))];
    }
    if (/^(-r|-c|--requirement|--constraint)(\s|=)/.test(line)) return [];
    const editable = /^(-e|--editable)[\s=]+(.+)$/.exec(line);
    const reference = editable ? editable[2] : line;
    if (editable || /^(\.{0,2}\/|~\/|[a-z+]+:\/\/|git\+|file:)/i.test(reference)) {
      const name = referenceName(reference);
      if (name === null) return [];
      return [
        pythonRecord(
          `requirement.${normalizePythonName(name)}`,
          name,
          line,
          referenceSource(reference)
        )
      ];
    }
    const entry = requirementRecord("requirement", line.replace(/\s--hash=\S+/g, ""));
    if (entry === null) return [];
    const hashes = [...line.matchAll(/--hash=(\S+)/g)].map((m) => m[1]).join(",");
    return [
      {
        ...entry,
        integrity: hashes === "" ? null : hashes,
        version: /==\s*([^\s;,]+)/.exec(line)?.[1] ?? null
      }
    ];
  });
}
function lockSource(source) {
  if (typeof source.registry === "string") return "registry";
  const type = typeof source.type === "string" ? source.type : "";
  if (type === "legacy" || type === "pypi") return "registry";
  if (type === "git" || typeof source.git === "string") return "git";
  if (type === "url" || typeof source.url === "string") return "url";
  if (type === "directory" || type === "file" || typeof source.path === "string") return "local";
  if (typeof source.directory === "string" || typeof source.editable === "string") return "local";
  if (typeof source.virtual === "string") return "local";
  return Object.keys(source).length === 0 ? "registry" : "unknown-registry";
}
function hashesOf(entry) {
  const files = [
    ...Array.isArray(entry.files) ? entry.files : [],
    ...Array.isArray(entry.wheels) ? entry.wheels : [],
    entry.sdist
  ];
  const hashes = files.flatMap(
    (file) => isTable(file) && typeof file.hash === "string" ? [file.hash] : []
  );
  return hashes.length === 0 ? null : hashes.sort().join(",");
}
function pythonLockRecords(text2) {
  const doc = parseTomlOrNull(text2);
  if (doc === null || !Array.isArray(doc.package)) return [];
  return doc.package.flatMap((entry) => {
    if (!isTable(entry) || typeof entry.name !== "string") return [];
    const name = normalizePythonName(entry.name);
    const version = typeof entry.version === "string" ? entry.version : "";
    const source = table2(entry.source);
    const where2 = lockSource(source);
    const registry = typeof source.registry === "string" ? source.registry : typeof source.url === "string" && where2 === "registry" ? source.url : null;
    const described = Object.keys(source).length === 0 ? "pypi" : JSON.stringify(source);
    const spec = registry === null ? `${version} ${described}` : `${registry} ${version}`;
    return [record(`package.${name}`, name, spec, where2, { version, integrity: hashesOf(entry) })];
  });
}
var PYTHON_FILES = {
  "pyproject.toml": pyprojectRecords,
  requirements: requirementsRecords,
  "uv.lock": pythonLockRecords,
  "poetry.lock": pythonLockRecords
};

// src/core/changes/toolchain/python-pipenv.ts
function entrySource(entry) {
  if (typeof entry.path === "string" || typeof entry.file === "string") return "local";
  if (typeof entry.git === "string") return "git";
  if (typeof entry.url === "string") return "url";
  return "registry";
}
function pipfileRecords(text2) {
  let doc;
  try {
    doc = parseToml(text2);
  } catch {
    return [];
  }
  return ["packages", "dev-packages"].flatMap((section) => {
    const deps = doc[section];
    if (!isTable(deps)) return [];
    return Object.entries(deps).flatMap(([name, spec]) => {
      const key2 = `${section}.${normalizePythonName(name)}`;
      if (typeof spec === "string") return [pythonRecord(key2, name, spec, "registry")];
      if (isTable(spec)) return [pythonRecord(key2, name, JSON.stringify(spec), entrySource(spec))];
      return [];
    });
  });
}
function pipfileLockRecords(text2) {
  const lock = parseJsonObject(text2);
  if (lock === null) return [];
  return ["default", "develop"].flatMap((section) => {
    const deps = lock[section];
    if (!isObject2(deps)) return [];
    return Object.entries(deps).flatMap(([name, entry]) => {
      if (!isObject2(entry)) return [];
      const version = typeof entry.version === "string" ? entry.version : null;
      const hashes = Array.isArray(entry.hashes) ? entry.hashes.filter((h2) => typeof h2 === "string").sort().join(",") : null;
      const normalized = normalizePythonName(name);
      const spec = version ?? JSON.stringify(entry);
      return [
        record(`${section}.${normalized}`, normalized, spec, entrySource(entry), {
          version,
          integrity: hashes || null
        })
      ];
    });
  });
}
function condaRecords(text2) {
  let doc;
  try {
    doc = parseYaml(text2);
  } catch {
    return [];
  }
  if (!isObject2(doc) || !Array.isArray(doc.dependencies)) return [];
  return doc.dependencies.flatMap((entry) => {
    if (typeof entry === "string") {
      const name = entry.split(/[\s=<>!~]/)[0]?.replace(/^.*::/, "") ?? "";
      return name === "" ? [] : [pythonRecord(`conda.${normalizePythonName(name)}`, name, entry, "registry")];
    }
    if (isObject2(entry) && Array.isArray(entry.pip)) {
      return entry.pip.flatMap(
        (req) => typeof req === "string" ? requirementRecord("pip", req) ?? [] : []
      );
    }
    return [];
  });
}

// src/core/changes/toolchain-deps.ts
var node2 = (read) => ({
  read,
  toolchain: (all) => {
    const vitest = namesVitest(all);
    return (name) => isNodeToolchain(name, vitest);
  },
  warnings: true
});
var python3 = (read) => ({
  read,
  toolchain: () => (name) => name === PACKAGE_INDEX || isPythonToolchain(name),
  warnings: true,
  python: true
});
var everyRecord = (read, warnings) => ({
  read,
  toolchain: () => () => true,
  warnings
});
var LOCKFILE_NAMES = {
  "package-lock.json": "package-lock.json",
  "npm-shrinkwrap.json": "package-lock.json",
  "pnpm-lock.yaml": "pnpm-lock.yaml",
  "yarn.lock": "yarn.lock",
  "bun.lock": "bun.lock"
};
function formatOf(path6) {
  const name = path6.slice(path6.lastIndexOf("/") + 1);
  if (name === "package.json") return node2(packageJsonRecords);
  const lockfile = LOCKFILE_NAMES[name];
  if (lockfile !== void 0) return node2(NODE_LOCKFILES[lockfile]);
  if (name === "pnpm-workspace.yaml") return node2(pnpmWorkspaceRecords);
  if (name === "deno.json" || name === "deno.jsonc") {
    return { read: denoImportRecords, toolchain: () => isDenoToolchain, warnings: true };
  }
  if (name === "pyproject.toml") return python3(PYTHON_FILES["pyproject.toml"]);
  if (name === "Pipfile") return python3(pipfileRecords);
  if (name === "Pipfile.lock") return python3(pipfileLockRecords);
  if (/^environment.*\.ya?ml$/.test(name)) return python3(condaRecords);
  if (name === "uv.lock" || name === "poetry.lock") return python3(PYTHON_FILES[name]);
  if (name === "uv.toml") return python3(uvTomlRecords);
  if (name === "pip.conf" || name === "pip.ini") return python3(pipConfRecords);
  if (/^requirements.*\.(txt|in)$|^(constraints|dev-requirements|test-requirements).*\.(txt|in)$/.test(
    name
  ) || /(^|\/)requirements\/[^/]+\.(txt|in)$/.test(path6)) {
    return python3(PYTHON_FILES.requirements);
  }
  if (name === "go.mod" || name === "go.work") return everyRecord(goModRecords, true);
  if (name === "Cargo.toml") return everyRecord(cargoTomlRecords, true);
  if (name === "go.sum" || name === "go.work.sum") return everyRecord(goSumRecords, false);
  return null;
}
function isPythonDependencyFile(path6) {
  return formatOf(path6)?.python === true;
}
function pythonPackagesChanged(path6, baseText, headText) {
  const format2 = formatOf(path6);
  if (format2?.python !== true) return null;
  if (headText === null || baseText === headText) return [];
  const before = new Set((baseText === null ? [] : format2.read(baseText)).map(recordKey));
  const changed = format2.read(headText).filter((r) => r.name !== PACKAGE_INDEX && !before.has(recordKey(r))).map((r) => normalizePythonName(r.name));
  return [...new Set(changed)];
}
function recordKey(r) {
  return [normalizePythonName(r.name), r.spec, r.version, r.integrity].join("\0");
}
function isDependencyFile(path6) {
  return formatOf(path6) !== null || patchPackageTarget(path6) !== null;
}
function patchPackageTarget(path6) {
  const match = /(^|\/)patches\/((@[^+/]+)\+)?([^+/]+)\+[^/]*\.patch$/.exec(path6);
  if (!match) return null;
  return match[3] === void 0 ? match[4] : `${match[3]}/${match[4]}`;
}
function anomaly3(path6, change) {
  return {
    kind: "harness-modified",
    severity: change.severity,
    path: path6,
    line: null,
    detail: `test toolchain dependency ${change.name}: ${change.detail}`
  };
}
var publishedOnly = (name) => isPublishedRunner(name) || isPublishedRunner(normalizePythonName(name));
function toolchainAnomalies(path6, baseText, headText) {
  if (headText === null) return [];
  const patched = patchPackageTarget(path6);
  if (patched !== null) {
    if (!isNodeToolchain(patched, patched === "vite") || baseText === headText) return [];
    const what = baseText === null ? "added" : "changed";
    const detail = `patch-package patch ${what}; it rewrites the installed package`;
    return [anomaly3(path6, { name: patched, severity: "critical", detail })];
  }
  const format2 = formatOf(path6);
  if (format2 === null || baseText === headText) return [];
  const base = baseText === null ? [] : format2.read(baseText);
  const head = format2.read(headText);
  const isToolchain = format2.toolchain([...base, ...head]);
  return compareRecords(base, head, isToolchain, publishedOnly).filter((change) => format2.warnings || change.severity === "critical").map((change) => anomaly3(path6, change));
}
var DECLARED = /^(dependencies|devDependencies|optionalDependencies|peerDependencies|project\.dependencies|project\.optional-dependencies|dependency-groups|tool\.uv\.dev-dependencies|tool\.pdm\.dev-dependencies|tool\.poetry\.(dependencies|dev-dependencies|group)|requirement|packages|dev-packages)\./;
function isDeclaringManifest(path6) {
  const name = path6.slice(path6.lastIndexOf("/") + 1);
  return ["package.json", "pyproject.toml", "Pipfile"].includes(name) || formatOf(path6)?.read === PYTHON_FILES.requirements;
}
function declaredPackages(path6, text2) {
  const format2 = formatOf(path6);
  if (format2 === null || !isDeclaringManifest(path6)) return null;
  return format2.read(text2).filter((entry) => DECLARED.test(entry.key)).map((entry) => entry.name);
}

// src/core/changes/vendor-changes.ts
function vendoredModules(text2) {
  const modules = /* @__PURE__ */ new Map();
  for (const line of (text2 ?? "").split(/\r?\n/)) {
    const match = /^# (\S+)(?: (?!=>)(\S+))?/.exec(line);
    if (match && match[1] !== "=>") modules.set(match[1], match[2] ?? "");
  }
  return modules;
}
function moduleOf(relative5, modules) {
  const owner = modules.filter((module) => relative5.startsWith(`${module}/`)).sort((a2, b) => b.length - a2.length)[0];
  return owner ?? relative5.split("/")[0] ?? relative5;
}
function vendorFindings(input) {
  const { moduleDir } = input;
  const vendorDir = `${moduleDir}vendor/`;
  if (input.baseModulesTxt === null && input.headModulesTxt === null)
    return { anomalies: [], locked: [] };
  const baseRequires = goRequires(input.baseGoMod ?? "");
  const headRequires = goRequires(input.headGoMod ?? "");
  const baseModules = vendoredModules(input.baseModulesTxt);
  const headModules = vendoredModules(input.headModulesTxt);
  const known = [.../* @__PURE__ */ new Set([...baseModules.keys(), ...headModules.keys()])];
  const bumped = (module) => baseRequires.get(module) !== headRequires.get(module);
  const byModule = /* @__PURE__ */ new Map();
  for (const path6 of input.changedPaths) {
    const relative5 = path6.slice(vendorDir.length);
    if (relative5 === "modules.txt") continue;
    const module = moduleOf(relative5, known);
    if (bumped(module)) continue;
    byModule.set(module, [...byModule.get(module) ?? [], path6]);
  }
  const anomalies = [...byModule.entries()].map(([module, paths]) => ({
    kind: "harness-modified",
    severity: "critical",
    path: `${vendorDir}${module}`,
    line: null,
    detail: `vendored module ${module} changed (${paths.length} file${paths.length === 1 ? "" : "s"}) while go.mod requires ${headRequires.get(module) ?? "no new version"}; base version restored`
  }));
  const locked = [...byModule.values()].flat();
  const listed = [...headModules.entries()].filter(
    ([module, version]) => baseModules.get(module) !== version && !bumped(module)
  );
  if (listed.length > 0 && input.changedPaths.includes(`${vendorDir}modules.txt`)) {
    const names = listed.map(([module, version]) => `${module} ${version}`).join(", ");
    anomalies.push({
      kind: "harness-modified",
      severity: "critical",
      path: `${vendorDir}modules.txt`,
      line: null,
      detail: `vendor/modules.txt lists ${names} while go.mod does not; base version restored`
    });
    locked.push(`${vendorDir}modules.txt`);
  }
  return { anomalies, locked: locked.sort() };
}

// src/pipeline/read/toolchain-changes.ts
async function bothSides(sides2, basePath2, headPath2) {
  return Promise.all([
    basePath2 === null ? null : readFile(sides2.repo, sides2.mergeBase, basePath2),
    headPath2 === null ? null : readFile(sides2.repo, sides2.head, headPath2)
  ]);
}
function readsToolchain(file) {
  if (!isDependencyFile(file.path) || file.newKind === "symlink" || file.newKind === "submodule") {
    return false;
  }
  const name = file.path.slice(file.path.lastIndexOf("/") + 1);
  return !(name.startsWith("go.work") && (file.class === "harness" || file.oldClass === "harness"));
}
function dependencyFileAnomalies(changes, texts) {
  return changes.filter(readsToolchain).flatMap((file) => {
    const text2 = texts.get(file.path);
    return toolchainAnomalies(file.path, text2?.base ?? null, text2?.head ?? null);
  });
}
function vendorModuleDir(path6) {
  const match = /(^|\/)vendor\//.exec(path6);
  return match ? path6.slice(0, match.index + (match[1] ?? "").length) : null;
}
async function vendorChanges(sides2, changes) {
  const byDir = /* @__PURE__ */ new Map();
  for (const file of changes) {
    for (const path6 of /* @__PURE__ */ new Set([file.path, file.oldPath ?? file.path])) {
      const dir = vendorModuleDir(path6);
      if (dir !== null) byDir.set(dir, [...byDir.get(dir) ?? [], path6]);
    }
  }
  return mapLimit([...byDir.entries()], 4, async ([moduleDir, changedPaths]) => {
    const [baseModulesTxt, headModulesTxt] = await bothSides(
      sides2,
      `${moduleDir}vendor/modules.txt`,
      `${moduleDir}vendor/modules.txt`
    );
    const [baseGoMod, headGoMod] = await bothSides(
      sides2,
      `${moduleDir}go.mod`,
      `${moduleDir}go.mod`
    );
    return vendorFindings({
      moduleDir,
      changedPaths,
      baseModulesTxt,
      headModulesTxt,
      baseGoMod,
      headGoMod
    });
  });
}
async function toolchainChanges(sides2, changes, texts) {
  const dependencies = dependencyFileAnomalies(changes, texts);
  const vendor = await vendorChanges(sides2, changes);
  return {
    anomalies: [...dependencies, ...vendor.flatMap((found) => found.anomalies)],
    lockedVendor: new Set(vendor.flatMap((found) => found.locked))
  };
}
function lockVendored(changes, locked) {
  return changes.map(
    (file) => locked.has(file.path) || locked.has(file.oldPath ?? file.path) ? { ...file, class: "harness", oldClass: "harness" } : file
  );
}

// src/pipeline/stages/collect-changes.ts
var EDITED3 = /* @__PURE__ */ new Set(["modified", "type-changed", "renamed", "copied"]);
var MAX_SOURCE_FILES = 500;
function isEditedTest(file) {
  return EDITED3.has(file.status) && file.oldClass === "test" && file.class === "test";
}
function isEditedHarness(file) {
  return file.status === "modified" && file.oldClass === "harness" && file.class === "harness";
}
function isLiveSource(file) {
  return file.class === "source" && file.status !== "deleted" && file.newKind !== "submodule";
}
function isRustSource(file) {
  return file.class === "source" && (file.path.endsWith(".rs") || (file.oldPath ?? "").endsWith(".rs"));
}
function readsText(file) {
  return isMergedManifest(file) || readsHarnessText(file) || readsToolchain(file) || isJudgedManifest(file);
}
async function readHunks(repo, files) {
  const byPath = /* @__PURE__ */ new Map();
  await mapLimit(files, 8, async (file) => {
    const { binary, hunks } = await diffHunks(repo, file.oldBlob, file.newBlob);
    if (!binary) byPath.set(file.path, hunks);
  });
  return byPath;
}
function bothSides2(options, file) {
  return Promise.all([
    file.status === "added" ? null : readFile(options.repo, options.mergeBase, file.oldPath ?? file.path),
    file.status === "deleted" ? null : readFile(options.repo, options.head, file.path)
  ]);
}
async function inlineTests(options, file, hunks) {
  const [baseText, headText] = await bothSides2(options, file);
  return [
    ...inlineTestAnomalies(file, hunks, baseText, headText),
    ...buildScriptAnomalies(file, headText),
    ...buildInstructionAnomalies(file, baseText, headText)
  ];
}
async function doctestChanges(options, file, hunks) {
  const [baseText, headText] = await bothSides2(options, file);
  return pythonDoctestAnomalies(file, hunks, baseText, headText);
}
async function heuristicAnomalies(options, sources2, hunks) {
  if (options.heuristics === "off" || sources2.length === 0) return [];
  const testLiterals = await baseTestLiterals(
    options.repo,
    options.mergeBase,
    options.classify,
    sources2
  );
  const withHunks = sources2.filter((file) => hunks.has(file.path));
  const heads = await readBlobs(options.repo, [...new Set(withHunks.map((file) => file.newBlob))]);
  const files = withHunks.map((file) => ({
    file,
    hunks: hunks.get(file.path) ?? [],
    headText: heads.get(file.newBlob) ?? null
  }));
  return sourceHeuristics({ files, testLiterals, severity: options.heuristics });
}
async function collectChanges(options) {
  const { repo, mergeBase: mergeBase2, head, classify } = options;
  const entries = await (options.entries ?? diffEntries(repo, mergeBase2, head));
  options.clock?.lap("diff");
  const changes = classifyChanges(entries, classify);
  const editedTests = changes.filter(isEditedTest);
  const rust2 = changes.filter(isRustSource);
  const sources2 = options.heuristics === "off" ? [] : changes.filter(isLiveSource).slice(0, MAX_SOURCE_FILES);
  const editedHarness = changes.filter(isEditedHarness);
  const python4 = changes.filter(mayConfigureDjango).slice(0, MAX_SOURCE_FILES);
  const [hunks, read, shadowing, basePaths] = await Promise.all([
    readHunks(repo, [
      .../* @__PURE__ */ new Set([...editedTests, ...rust2, ...sources2, ...editedHarness, ...python4])
    ]),
    readChangeTexts(repo, mergeBase2, head, changes.filter(readsText)),
    shadowingSiblings(repo, mergeBase2, head, changes),
    // The base commit's whole listing: cached for the run (the parsers read it first).
    listFiles(repo, mergeBase2)
  ]);
  const hunksOf = (file) => hunks.get(file.path);
  const doctested = options.doctestModules ? python4.filter((f) => f.class === "source" && hunksOf(f) !== void 0) : [];
  const [inline, doctests, inSource, heuristics, toolchain] = await Promise.all([
    mapLimit(
      rust2.filter((f) => hunksOf(f) !== void 0),
      8,
      (file) => inlineTests(options, file, hunksOf(file))
    ),
    mapLimit(doctested, 8, (file) => doctestChanges(options, file, hunksOf(file))),
    inSourceTestChanges(repo, changes, hunksOf),
    heuristicAnomalies(options, sources2, hunks),
    toolchainChanges({ repo, mergeBase: mergeBase2, head }, changes, read)
  ]);
  const testHunks = new Map(
    editedTests.flatMap((f) => hunksOf(f) ? [[f.path, hunksOf(f)]] : [])
  );
  const harnessHunks = new Map(
    editedHarness.flatMap((f) => hunksOf(f) ? [[f.path, hunksOf(f)]] : [])
  );
  const dependencyOnly = dependencyOnlyManifests(changes, read);
  const texts = harnessTexts(changes, read);
  const anomalies = [
    ...fileAnomalies(
      changes,
      new Map([...testHunks, ...harnessHunks]),
      texts,
      newPackageManifests(changes, basePaths)
    ).filter((a2) => !(a2.kind === "harness-modified" && dependencyOnly.has(a2.path))),
    ...editedTests.flatMap((f) => hunkAnomalies(f, testHunks.get(f.path) ?? [])),
    ...inline.flat(),
    ...doctests.flat(),
    ...inSource,
    ...heuristics,
    ...toolchain.anomalies,
    ...manifestRules(changes, read),
    ...python4.flatMap((f) => testRunnerAnomalies(f, hunksOf(f) ?? [])),
    ...shadowing
  ];
  options.clock?.lap("classify");
  return { changes: lockVendored(changes, toolchain.lockedVendor), anomalies };
}

// src/adapters/probe-go.ts
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join as join2 } from "node:path";

// src/core/discovery/levels/go-toolchain.ts
function parseGoVersion(output) {
  return /\bgo(\d+(?:\.\d+){0,2})/.exec(output.replace(/^go version /, ""))?.[1] ?? null;
}
function goModRequirement(text2) {
  const line = (pattern) => text2.split("\n").map((l) => pattern.exec(l.replace(/\/\/.*$/, "").trim())?.[1]).find((v) => v !== void 0) ?? null;
  return {
    go: line(/^go\s+(\d+(?:\.\d+){0,2})/),
    toolchain: line(/^toolchain\s+go(\d+(?:\.\d+){0,2})/)
  };
}
function compareGoVersions(a2, b) {
  const pa = a2.split(".").map(Number);
  const pb = b.split(".").map(Number);
  for (let i2 = 0; i2 < 3; i2 += 1) {
    const d = (pa[i2] ?? 0) - (pb[i2] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}
var SWITCHES_TOOLCHAIN = "1.21";
function runsGo(check2) {
  const script = check2.script || [check2.command, ...check2.args].join(" ");
  return commandSegments(script).some((segment) => {
    const tool2 = commandWords(leadingWords(segment))[0];
    return tool2 !== void 0 && ["go", "gotestsum"].includes(toolName(tool2));
  });
}
function goToolchainGap(check2, readBase, machineGo) {
  if (machineGo === null || check2.skipped !== null || !runsGo(check2)) return null;
  const cwd = check2.cwd === "." ? "" : check2.cwd;
  const modPath = selfAndAncestors(cwd).map((dir) => inDir(dir, "go.mod")).find((path6) => readBase(path6) !== void 0);
  if (modPath === void 0) return null;
  const { go: go3, toolchain } = goModRequirement(readBase(modPath) ?? "");
  const has = `this machine has go${machineGo}`;
  if (go3 !== null && compareGoVersions(machineGo, go3) < 0)
    return `${modPath} asks for go ${go3}; ${has}`;
  const switches = compareGoVersions(machineGo, SWITCHES_TOOLCHAIN) >= 0;
  if (switches && toolchain !== null && compareGoVersions(machineGo, toolchain) < 0)
    return `${modPath} asks for toolchain go${toolchain}; ${has}`;
  return null;
}

// src/adapters/probe-go.ts
async function probeGoVersion(root, env2) {
  const stdout = await askGo(root, env2, ["version"]);
  return stdout === null ? null : parseGoVersion(stdout);
}
async function probeGoModuleSetting(root, env2) {
  const stdout = await askGo(root, env2, ["env", "GO111MODULE"]);
  return stdout === null ? null : stdout.trim();
}
async function probeGoModCache(root, env2) {
  const stdout = await askGo(root, env2, ["env", "GOMODCACHE"]);
  const dir = stdout?.trim() ?? "";
  return dir === "" ? null : dir;
}
async function askGo(root, env2, args) {
  const logDir = await mkdtemp(join2(tmpdir(), "testlock-probe-go-"));
  const probe = {
    name: `probe go ${args[0]}`,
    kind: "typecheck",
    command: "go",
    args,
    script: "",
    cwd: "",
    env: {},
    source: "probe",
    skipped: null
  };
  try {
    const result = await runCheck(probe, {
      root,
      timeoutMs: 3e4,
      logDir,
      baseEnv: env2,
      extraEnv: { GOTOOLCHAIN: "local" }
    });
    return result.ok ? result.stdout : null;
  } finally {
    await rm(logDir, { recursive: true, force: true });
  }
}

// src/adapters/which.ts
import { accessSync, constants as constants5, statSync as statSync2 } from "node:fs";
import { delimiter as delimiter2, isAbsolute as isAbsolute4, join as join3 } from "node:path";
function isExecutable(path6) {
  try {
    accessSync(path6, constants5.X_OK);
    return statSync2(path6).isFile();
  } catch {
    return false;
  }
}
function createToolLookup(projectDirs, pathVar) {
  const dirs = [
    ...projectDirs.map((dir) => join3(dir, "node_modules", ".bin")),
    ...pathVar.split(delimiter2).filter((dir) => dir !== "")
  ];
  const cache = /* @__PURE__ */ new Map();
  return (tool2) => {
    if (tool2.includes("/")) return isAbsolute4(tool2) && isExecutable(tool2);
    let found = cache.get(tool2);
    if (found === void 0) {
      found = dirs.some((dir) => isExecutable(join3(dir, tool2)));
      cache.set(tool2, found);
    }
    return found;
  };
}
function createLocalLookup(root) {
  const cache = /* @__PURE__ */ new Map();
  return (path6) => {
    if (isAbsolute4(path6) || path6.split("/").includes("..")) return false;
    let found = cache.get(path6);
    if (found === void 0) {
      found = isExecutable(join3(root, path6));
      cache.set(path6, found);
    }
    return found;
  };
}

// src/core/discovery/commands/coverage-wrapper.ts
var WRAPPERS2 = /* @__PURE__ */ new Set(["c8", "nyc"]);
var COVERAGE_VALUE_OPTIONS = [
  "-r",
  "--reporter",
  "-n",
  "--include",
  "-x",
  "--exclude",
  "-o",
  "--reports-dir",
  "--report-dir",
  "--temp-directory",
  "--temp-dir",
  "--src",
  "-e",
  "--extension",
  "--lines",
  "--branches",
  "--functions",
  "--statements"
];
var GATE_OPTION = /^(--check-coverage|--100|--branches|--functions|--lines|--statements)(=|$)/;
var OWN_VERBS = /* @__PURE__ */ new Set(["report", "check-coverage", "merge", "instrument"]);
function unwrapMissingCoverage(words2, isInstalled2) {
  const first = words2[0];
  if (first === void 0 || !WRAPPERS2.has(toolName(first)) || first.includes("/")) return;
  if (isInstalled2(first)) return;
  const args = words2.slice(1);
  if (args.some((a2) => GATE_OPTION.test(a2))) return;
  const inner = args.slice(skipOptions(args, COVERAGE_VALUE_OPTIONS));
  const tool2 = inner[0];
  if (tool2 === void 0 || OWN_VERBS.has(tool2) || !isInstalled2(tool2)) return;
  return inner;
}

// src/core/discovery/commands/package-runners.ts
var VALUE_OPTIONS = /* @__PURE__ */ new Set([
  "--prefix",
  "-C",
  "--dir",
  "--cwd",
  "-w",
  "--workspace",
  "--filter",
  "-F",
  "-p",
  "--package"
]);
var DIR_OPTIONS2 = /* @__PURE__ */ new Set(["--prefix", "-C", "--dir", "--cwd"]);
var INSTALL = /* @__PURE__ */ new Set([
  "ci",
  "install",
  "i",
  "add",
  "update",
  "up",
  "upgrade",
  "rebuild",
  "audit",
  "link",
  "unlink",
  "prune",
  "dedupe",
  "remove",
  "rm",
  "import",
  "fetch",
  "store",
  "set",
  "config",
  "plugin",
  "why"
]);
function isPlaceholderTest(script) {
  return /no test specified/.test(script) && /exit 1/.test(script);
}
function parseRunnerArgs(args, base) {
  let dir = base;
  const positions = [];
  for (let i2 = 0; i2 < args.length && positions.length < 2; i2 += 1) {
    const arg = args[i2];
    const [name, inline] = arg.split("=", 2);
    if (VALUE_OPTIONS.has(name)) {
      let value = inline;
      if (value === void 0) {
        i2 += 1;
        value = args[i2];
      }
      if (DIR_OPTIONS2.has(name) && value !== void 0) dir = joinDir(dir, value) ?? dir;
    } else if (arg === "--") {
      break;
    } else if (!arg.startsWith("-")) {
      positions.push(i2);
    }
  }
  return { dir, positions };
}
function packageScriptKind(name, env2, depth2, c3) {
  const byName = kindFromName(name);
  if (byName === "other") return "other";
  const script = env2.files.packageJson(env2.dir)?.scripts[name];
  if (script === void 0) return byName ?? "other";
  if (name === "test" && isPlaceholderTest(script)) return "other";
  const content = c3.script(script, env2, depth2 + 1);
  return isCheckKind(content) || content === "testlock" ? content : byName ?? content;
}
function packageRunner(tool2, args, env2, depth2, c3) {
  const parsed = parseRunnerArgs(args, env2.dir);
  const at = { ...env2, dir: parsed.dir };
  const [subAt, nameAt] = parsed.positions;
  const sub = subAt === void 0 ? void 0 : args[subAt];
  if (sub === void 0) return { kind: tool2 === "yarn" || tool2 === "bun" ? "install" : "other" };
  if (tool2 === "bun" && sub === "test") return { kind: "test" };
  if (/^(test|t|tst)$/.test(sub)) return { kind: packageScriptKind("test", at, depth2, c3) };
  if (/^(run|run-script|rum|urn)$/.test(sub)) {
    const name = nameAt === void 0 ? void 0 : args[nameAt];
    return { kind: name === void 0 ? "other" : packageScriptKind(name, at, depth2, c3) };
  }
  if (INSTALL.has(sub)) return { kind: "install" };
  if (/^(exec|x|dlx)$/.test(sub)) return packageExec(args.slice(subAt + 1), at, depth2, c3);
  if (tool2 === "npm") return { kind: "other" };
  if (at.files.packageJson(at.dir)?.scripts[sub] !== void 0)
    return { kind: packageScriptKind(sub, at, depth2, c3) };
  return c3.words(args.slice(subAt), at, depth2 + 1);
}
function packageExec(args, env2, depth2, c3) {
  let i2 = 0;
  while (i2 < args.length && args[i2].startsWith("-"))
    i2 += args[i2] === "-p" || args[i2] === "--package" ? 2 : 1;
  return c3.words(args.slice(i2), env2, depth2 + 1);
}
function packageExecTarget(args) {
  let i2 = 0;
  while (i2 < args.length && args[i2].startsWith("-"))
    i2 += args[i2] === "-p" || args[i2] === "--package" ? 2 : 1;
  return args[i2];
}

// src/core/discovery/commands/line-tools.ts
function lineTools(words2) {
  const command = commandWords(words2);
  const tool2 = command[0];
  if (tool2 === void 0 || /[/$]|\{\{/.test(tool2) || isBuiltin(tool2)) return [];
  const target = tool2 === "npx" || tool2 === "bunx" ? packageExecTarget(command.slice(1)) : void 0;
  return target === void 0 || target.includes("/") ? [tool2] : [tool2, target];
}

// src/core/discovery/commands/script-lines.ts
var COMPOUND = /^(if|for|while|until|case|function|select|\{|\(|[A-Za-z_][\w-]*\s*\(\s*\))(\s|$)/;
function skipOpaque(cur) {
  const { text: text2 } = cur;
  const c3 = text2[cur.i];
  if (c3 === "'") {
    const close = text2.indexOf("'", cur.i + 1);
    cur.i = close < 0 ? text2.length : close + 1;
    return true;
  }
  if (c3 === '"') {
    let j = cur.i + 1;
    while (j < text2.length && text2[j] !== '"') j += text2[j] === "\\" ? 2 : 1;
    cur.i = j + 1;
    return true;
  }
  if (text2.startsWith("${{", cur.i)) {
    const close = text2.indexOf("}}", cur.i + 3);
    cur.i = close < 0 ? text2.length : close + 2;
    return true;
  }
  return false;
}
function isBackground(text2, i2) {
  const next = text2[i2 + 1];
  const prev = text2[i2 - 1];
  return text2[i2] === "&" && next !== ">" && next !== "&" && prev !== ">" && prev !== "|" && prev !== "&";
}
function splitScript(script) {
  const lines = [];
  let compound = false;
  let start = 0;
  const cur = { text: script, i: 0 };
  const cut = (end, skip) => {
    const line = script.slice(start, end).trim();
    if (line !== "") lines.push(line);
    cur.i = end + skip;
    start = cur.i;
  };
  while (cur.i < script.length) {
    const c3 = script[cur.i];
    const atWordStart = cur.i === start || /\s/.test(script[cur.i - 1] ?? " ");
    if (skipOpaque(cur)) continue;
    if (c3 === "\\") {
      cur.i += 2;
    } else if (c3 === "#" && atWordStart) {
      const newline = script.indexOf("\n", cur.i);
      const commentEnd2 = newline < 0 ? script.length : newline;
      cut(cur.i, commentEnd2 - cur.i);
    } else if (c3 === "\n") {
      if (/(\||&&)\s*$/.test(script.slice(start, cur.i))) cur.i += 1;
      else cut(cur.i, 1);
    } else if (script.startsWith("&&", cur.i)) {
      cut(cur.i, 2);
    } else if (c3 === ";" && script[cur.i + 1] !== ";") {
      cut(cur.i, 1);
    } else if (script.startsWith("<<", cur.i) || isBackground(script, cur.i)) {
      compound = true;
      cur.i += 1;
    } else {
      cur.i += 1;
    }
  }
  cut(script.length, 0);
  if (lines.some((line) => COMPOUND.test(line))) compound = true;
  return { lines, compound };
}

// src/core/discovery/levels/candidate.ts
var BASH_ARGS = ["--noprofile", "--norc", "-eo", "pipefail", "{0}"];
var CHECK_NAMES = {
  test: "tests",
  typecheck: "typecheck",
  lint: "lint"
};
function argvOf(candidate, tools) {
  const written = candidate.argv ?? (candidate.shell === void 0 ? plainWords(candidate.script) : null);
  const inner = written === null ? void 0 : unwrapMissingCoverage(written, (tool2) => tools.isInstalled(tool2, candidate.cwd));
  const fixed = inner ?? written;
  if (fixed !== null && fixed.length > 0) {
    const local = tools.localOnly(fixed[0], candidate.cwd);
    const argv = { command: local ?? fixed[0], args: fixed.slice(1), tools: lineTools(fixed) };
    return inner === void 0 ? argv : { ...argv, unwrapped: written[0] };
  }
  const shell3 = candidate.shell ?? ["bash", ...BASH_ARGS];
  const needed = splitScript(candidate.script).lines.flatMap(
    (line) => lineTools(leadingWords(line))
  );
  return { command: shell3[0], args: shell3.slice(1), tools: [shell3[0], ...needed] };
}
function toCheck(candidate, tools) {
  const { command, args, tools: needed, unwrapped } = argvOf(candidate, tools);
  const unwrappedNote = unwrapped === void 0 ? void 0 : `${unwrapped} is not installed: runs the wrapped command without it`;
  const absent = (tool2) => !tools.isInstalled(tool2, candidate.cwd);
  const absentInside = (candidate.recipeTools ?? []).filter(absent);
  const insideNote = absentInside.length === 0 ? void 0 : `${absentInside.join(", ")} not installed`;
  const notes = [candidate.refused, candidate.reason, unwrappedNote, insideNote].filter(
    (r) => r !== void 0
  );
  const reason = notes.length === 0 ? void 0 : notes.join("; ");
  const missing = [...needed, ...candidate.requires ?? []].some(absent) || absentInside.length > 0;
  return {
    name: CHECK_NAMES[candidate.kind],
    kind: candidate.kind,
    command,
    args,
    script: candidate.script,
    cwd: candidate.cwd,
    env: candidate.env,
    source: candidate.source,
    ...reason === void 0 ? {} : { reason },
    skipped: candidate.unresolvable || candidate.refused !== void 0 ? "unresolvable" : missing ? "tool-not-installed" : null
  };
}
function notConfigured(kind, cwd) {
  return {
    name: CHECK_NAMES[kind],
    kind,
    command: "",
    args: [],
    script: "",
    cwd,
    env: {},
    source: "none",
    skipped: "not-configured"
  };
}

// src/core/discovery/commands/cd-lines.ts
var OUTSIDE = /^(?:~|\$\{?(?:HOME|RUNNER_TEMP|RUNNER_TOOL_CACHE|TMPDIR|GOPATH)\b)/;
var WORKSPACE_CD = /^cd\s+("?)(?:\$GITHUB_WORKSPACE|\$\{GITHUB_WORKSPACE\}|\$\{\{\s*github\.workspace\s*\}\})(\/[^\s"'$`\\;&|<>()*?]*)?\1$/;
function cdTarget(line) {
  const first = leadingWords(line)[0];
  if (first === "pushd" || first === "popd") return "opaque";
  if (first !== "cd") return void 0;
  const workspace = WORKSPACE_CD.exec(line.trim());
  if (workspace !== null) return { root: workspace[2] ?? "" };
  const leading = leadingWords(line);
  if (leading.length === 1) return { outside: "cd" };
  if (leading.length === 2 && OUTSIDE.test(leading[1])) return { outside: `cd ${leading[1]}` };
  const words2 = plainWords(line);
  const target = words2?.[1];
  if (words2 === null || words2.length !== 2 || target === void 0) return "opaque";
  if (target.startsWith("-") || target.startsWith("~") || target.includes("${{")) return "opaque";
  return target;
}
function moved(from, target) {
  if ("refused" in from) return from;
  if (target.startsWith("/"))
    return { refused: `cd ${target}: an absolute folder; refused, never run elsewhere` };
  const dir = joinDir(from.dir, target);
  return dir === null ? { refused: `cd ${target}: leaves the repository; refused, never run elsewhere` } : { dir };
}
function placeOf(target) {
  if ("root" in target) return fromRoot(target.root);
  return {
    refused: `${target.outside}: a folder outside the repository; refused, never run elsewhere`
  };
}
function fromRoot(rest) {
  const dir = joinDir("", rest.replace(/^\/+/, ""));
  return dir === null ? {
    refused: `cd $GITHUB_WORKSPACE${rest}: leaves the repository; refused, never run elsewhere`
  } : { dir };
}
function placeLines(lines, start) {
  let at = { dir: start };
  let moves = 0;
  const placed2 = [];
  for (const text2 of lines) {
    const target = cdTarget(text2);
    if (target === "opaque") return null;
    if (target === void 0) placed2.push({ text: text2, at, preamble: moves === 0 });
    else {
      at = typeof target === "string" ? moved(at, target) : placeOf(target);
      moves += 1;
    }
  }
  return placed2;
}
function sameDir(a2, b) {
  return "dir" in a2 ? "dir" in b && a2.dir === b.dir : "refused" in b && a2.refused === b.refused;
}

// src/core/discovery/commands/recipe-tools.ts
var MAX_DEPTH3 = 8;
function chainLines(file, name, seen, depth2) {
  const recipe = file.recipes.get(name);
  if (recipe === void 0 || seen.has(name) || depth2 > MAX_DEPTH3) return [];
  seen.add(name);
  const before = recipe.prerequisites.flatMap((p) => chainLines(file, p, seen, depth2 + 1));
  return [...before, ...recipe.lines];
}
var IGNORED = /^\s*[@+]*-/;
function recipeTools(file, name, env2, c3) {
  const tools = /* @__PURE__ */ new Set();
  for (const raw of chainLines(file, name, /* @__PURE__ */ new Set(), 0)) {
    for (const line of splitScript(stripMakePrefixes(raw)).lines) {
      const kind = c3.words(leadingWords(expandMakeVariables(line)), env2, 1).kind;
      if (kind === "install") return [];
      if (!isCheckKind(kind) || IGNORED.test(raw)) continue;
      for (const tool2 of lineTools(leadingWords(line))) tools.add(tool2);
    }
  }
  return [...tools];
}

// src/core/discovery/commands/task-runners.ts
function recipeKind(file, name, env2, depth2, c3, seen = /* @__PURE__ */ new Set()) {
  const byName = kindFromName(name);
  if (byName === "other") return "other";
  const recipe = file.recipes.get(name);
  if (recipe === void 0 || seen.has(name) || depth2 > 8) return byName ?? "other";
  seen.add(name);
  const kinds = recipe.prerequisites.map((p) => recipeKind(file, p, env2, depth2 + 1, c3, seen));
  for (const line of recipe.lines)
    kinds.push(c3.script(expandMakeVariables(stripMakePrefixes(line)), env2, depth2 + 1));
  const content = strongest(kinds);
  return isCheckKind(content) || content === "testlock" ? content : byName ?? content;
}
function parseMakeArgs(args, base) {
  let dir = base;
  const targets3 = [];
  const targetAt = [];
  for (let i2 = 0; i2 < args.length; i2 += 1) {
    const arg = args[i2];
    if (arg === "-C" || arg === "--directory") {
      i2 += 1;
      dir = joinDir(dir, args[i2] ?? "") ?? dir;
    } else if (arg.startsWith("--directory=")) {
      dir = joinDir(dir, arg.slice("--directory=".length)) ?? dir;
    } else if (arg === "-f" || arg === "--file" || arg === "-o" || arg === "-W") {
      i2 += 1;
    } else if (!arg.startsWith("-") && !arg.includes("=") && !/^\d+$/.test(arg)) {
      targets3.push(arg);
      targetAt.push(i2);
    }
  }
  return { dir, targets: targets3, targetAt };
}
function shellWord(word) {
  return /^[\w@%+=:,./-]+$/.test(word) ? word : `'${word.replaceAll("'", "'\\''")}'`;
}
function withoutSetUpGoals(tool2, args, parsed, kinds, file) {
  const setUp = new Set(parsed.targetAt.filter((_, i2) => kinds[i2] === "install"));
  if (setUp.size === 0 || setUp.size === parsed.targets.length) return void 0;
  const argv = [tool2, ...args.filter((_, i2) => !setUp.has(i2))];
  const left = parsed.targets.filter((_, i2) => kinds[i2] === "install");
  const script = argv.map(shellWord).join(" ");
  return {
    argv,
    lines: [script],
    script,
    source: `${file} (set-up goal ${left.join(", ")} left out)`
  };
}
function taskRunnerClass(tool2, args, env2, depth2, c3) {
  const parsed = parseMakeArgs(args, env2.dir);
  const targets3 = tool2 === "just" ? parsed.targets.slice(0, 1) : parsed.targets;
  const at = { ...env2, dir: parsed.dir };
  const located = tool2 === "make" ? at.files.makefile(at.dir) : at.files.justfile(at.dir);
  if (located === void 0)
    return { kind: strongest(targets3.map((t) => kindFromName(t) ?? "other")) };
  const names = targets3.length > 0 ? targets3 : [located.file.defaultTarget ?? ""];
  const kinds = names.map((name) => recipeKind(located.file, name, at, depth2, c3));
  const kind = strongest(kinds);
  if (!isCheckKind(kind)) return { kind };
  const replacement = tool2 === "make" ? withoutSetUpGoals(tool2, args, parsed, kinds, located.path) : void 0;
  const checked = names.filter((_, i2) => kinds[i2] !== "install");
  const requires = [...new Set(checked.flatMap((n2) => recipeTools(located.file, n2, at, c3)))];
  return {
    kind,
    ...replacement === void 0 ? {} : { replacement },
    ...requires.length === 0 ? {} : { requires }
  };
}

// src/core/discovery/commands/classify.ts
var MAX_DEPTH4 = 10;
var FIX_FLAG = /^(--fix|--fix=true|--fix-only|--write|--apply|--apply-unsafe|--autofix|--autocorrect|--auto-correct|--autocorrect-all)$/;
var CLASSIFIER = { words: classifyWords, script: classifyScript };
function wrapper(tool2, args, env2, depth2) {
  const c3 = CLASSIFIER;
  if (tool2 === "npm" || tool2 === "pnpm" || tool2 === "yarn" || tool2 === "bun")
    return packageRunner(tool2, args, env2, depth2, c3);
  if (tool2 === "npx" || tool2 === "pnpx" || tool2 === "bunx" || tool2 === "uvx")
    return packageExec(args, env2, depth2, c3);
  if (tool2 === "pipx")
    return args[0] === "run" ? packageExec(args.slice(1), env2, depth2, c3) : { kind: "install" };
  if (Object.hasOwn(ENV_RUNNERS, tool2)) return envRunner(tool2, args, env2, depth2, c3);
  if (tool2 === "python" || tool2 === "py" || tool2 === "pypy") return python(args, env2, depth2, c3);
  if (tool2 === "coverage") return coverage(args, env2, depth2, c3);
  if (tool2 === "nyc" || tool2 === "c8")
    return classifyWords(args.slice(skipOptions(args, COVERAGE_VALUE_OPTIONS)), env2, depth2 + 1);
  if (tool2 === "node") return node(args);
  if (tool2 === "bash" || tool2 === "sh" || tool2 === "zsh") return shell(args, env2, depth2, c3);
  if (tool2 === "make" || tool2 === "gmake" || tool2 === "just")
    return taskRunnerClass(tool2 === "just" ? "just" : "make", args, env2, depth2, c3);
  if (tool2 === "tox") return tox(args, env2, depth2, c3);
  if (tool2 === "nox") return nox(args, env2, depth2, c3);
  if (tool2 === "rake")
    return { kind: args[0] === void 0 ? "test" : kindFromName(args[0]) ?? "other" };
  if (tool2 === "composer" || tool2 === "task")
    return {
      kind: args[0] === "install" ? "install" : kindFromName(args.at(-1) ?? "") ?? "other"
    };
  return void 0;
}
function classifyWords(words2, env2, depth2 = 0) {
  const command = commandWords(words2);
  const first = command[0];
  if (first === void 0) return { kind: words2.length > 0 ? "context" : "other" };
  if (depth2 > MAX_DEPTH4 || first.includes("$")) return { kind: "other" };
  const tool2 = toolName(first);
  const args = command.slice(1);
  const known = toolKind(tool2, args);
  if ((known === "lint" || known === "typecheck") && args.some((a2) => FIX_FLAG.test(a2)))
    return { kind: "other" };
  if (known !== void 0) return { kind: known };
  const wrapped = wrapper(tool2, args, env2, depth2);
  if (wrapped !== void 0) return wrapped;
  return { kind: first.includes("/") ? kindFromName(tool2) ?? "other" : "other" };
}
var FAILURE_IGNORED = /\|\|\s*(?:true|:|exit\s+0|echo\b[^|&;]*|printf\b[^|&;]*)\s*;?\s*$/;
function classifyLine(line, env2, depth2 = 0) {
  if (FAILURE_IGNORED.test(line.trim())) return { kind: "other" };
  return classifyWords(leadingWords(line), env2, depth2);
}
function classifyScript(text2, env2, depth2 = 0) {
  return strongest(splitScript(text2).lines.map((line) => classifyLine(line, env2, depth2).kind));
}

// src/core/discovery/workflow/expressions.ts
var UNRESOLVED = /* @__PURE__ */ Symbol("unresolved");
var TOKEN3 = /\s*(?:('(?:[^']|'')*')|(-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?|0x[0-9a-fA-F]+)|([A-Za-z_][\w-]*)|(\|\||&&|==|!=|<=|>=|[<>!()[\].,*]))/y;
function tokenize2(expr) {
  const tokens2 = [];
  TOKEN3.lastIndex = 0;
  while (TOKEN3.lastIndex < expr.length) {
    if (/^\s*$/.test(expr.slice(TOKEN3.lastIndex))) break;
    const m = TOKEN3.exec(expr);
    if (m === null) throw new Error(`bad expression: ${expr}`);
    if (m[1] !== void 0)
      tokens2.push({ kind: "string", text: m[1].slice(1, -1).replaceAll("''", "'") });
    else if (m[2] !== void 0) tokens2.push({ kind: "number", text: m[2] });
    else if (m[3] !== void 0) tokens2.push({ kind: "ident", text: m[3] });
    else tokens2.push({ kind: "punct", text: m[4] });
  }
  return tokens2;
}
function truthy(v) {
  return v !== UNRESOLVED && v !== false && v !== 0 && v !== "" && v !== null && !Number.isNaN(v);
}
function looseEquals(a2, b) {
  if (typeof a2 === "string" && typeof b === "string") return a2.toLowerCase() === b.toLowerCase();
  if (typeof a2 === typeof b) return a2 === b;
  return Number(a2 ?? 0) === Number(b ?? 0);
}
function compare2(op, a2, b) {
  if (a2 === UNRESOLVED || b === UNRESOLVED) return UNRESOLVED;
  if (op === "==") return looseEquals(a2, b);
  if (op === "!=") return !looseEquals(a2, b);
  const x = Number(a2);
  const y = Number(b);
  return op === "<" ? x < y : op === ">" ? x > y : op === "<=" ? x <= y : x >= y;
}
var PARTIAL = /* @__PURE__ */ Symbol("partial");
function partialContext(known) {
  return Object.assign(/* @__PURE__ */ Object.create(null), known, { [PARTIAL]: true });
}
function property(target, key2) {
  if (target === UNRESOLVED || key2 === UNRESOLVED) return UNRESOLVED;
  if (target === null || typeof target !== "object") return null;
  if (PARTIAL in target && !Object.hasOwn(target, String(key2))) return UNRESOLVED;
  return target[String(key2)] ?? null;
}
var Parser = class {
  constructor(tokens2, ctx) {
    this.tokens = tokens2;
    this.ctx = ctx;
  }
  tokens;
  ctx;
  pos = 0;
  run() {
    const value = this.or();
    if (this.pos !== this.tokens.length) throw new Error("trailing tokens");
    return value;
  }
  peek(text2) {
    const t = this.tokens[this.pos];
    return t !== void 0 && t.kind === "punct" && t.text === text2;
  }
  take(text2) {
    if (!this.peek(text2)) return false;
    this.pos += 1;
    return true;
  }
  expect(text2) {
    if (!this.take(text2)) throw new Error(`expected ${text2}`);
  }
  or() {
    let left = this.and();
    while (this.take("||")) {
      const right = this.and();
      if (left === UNRESOLVED) continue;
      if (!truthy(left)) left = right;
    }
    return left;
  }
  and() {
    let left = this.comparison();
    while (this.take("&&")) {
      const right = this.comparison();
      if (left !== UNRESOLVED && truthy(left)) left = right;
    }
    return left;
  }
  comparison() {
    const left = this.unary();
    for (const op of ["==", "!=", "<=", ">=", "<", ">"]) {
      if (this.take(op)) return compare2(op, left, this.unary());
    }
    return left;
  }
  unary() {
    if (!this.take("!")) return this.postfix();
    const value = this.unary();
    return value === UNRESOLVED ? UNRESOLVED : !truthy(value);
  }
  postfix() {
    let value = this.primary();
    for (; ; ) {
      if (this.take(".")) {
        const t = this.tokens[this.pos++];
        if (t?.kind === "punct" && t.text === "*") value = UNRESOLVED;
        else if (t?.kind === "ident") value = property(value, t.text);
        else throw new Error("expected property");
      } else if (this.take("[")) {
        const key2 = this.or();
        this.expect("]");
        value = property(value, key2);
      } else {
        return value;
      }
    }
  }
  primary() {
    const t = this.tokens[this.pos++];
    if (t === void 0) throw new Error("unexpected end");
    if (t.kind === "string") return t.text;
    if (t.kind === "number") return Number(t.text);
    if (t.kind === "punct") {
      if (t.text !== "(") throw new Error(`unexpected ${t.text}`);
      const value = this.or();
      this.expect(")");
      return value;
    }
    if (t.text === "true" || t.text === "false") return t.text === "true";
    if (t.text === "null") return null;
    if (this.take("(")) return this.call(t.text);
    return Object.hasOwn(this.ctx, t.text) ? this.ctx[t.text] ?? null : UNRESOLVED;
  }
  /**
   * Status and string functions a pull_request run settles (`always()`, `contains(...)`); the
   * others (hashFiles, fromJSON...) depend on the run: parsed, not evaluated.
   */
  call(name) {
    const args = [];
    if (!this.take(")")) {
      do
        args.push(this.or());
      while (this.take(","));
      this.expect(")");
    }
    return callFunction(name.toLowerCase(), args);
  }
};
function text(value) {
  return value === null ? "" : String(value).toLowerCase();
}
function callFunction(name, args) {
  if (name === "always" || name === "success") return true;
  if (name === "failure" || name === "cancelled") return false;
  if (args.some((a3) => a3 === UNRESOLVED) || args.length !== 2) return UNRESOLVED;
  const [a2, b] = args;
  if (name === "contains")
    return Array.isArray(a2) ? a2.some((x) => looseEquals(x, b)) : text(a2).includes(text(b));
  if (name === "startswith") return text(a2).startsWith(text(b));
  if (name === "endswith") return text(a2).endsWith(text(b));
  return UNRESOLVED;
}
function evaluate(expr, ctx) {
  try {
    const value = new Parser(tokenize2(expr), ctx).run();
    return value === UNRESOLVED ? { ok: false } : { ok: true, value };
  } catch {
    return { ok: false };
  }
}
function asText(value) {
  if (value === null) return "";
  if (typeof value === "object") return void 0;
  return String(value);
}
function substitute(text2, ctx) {
  const unresolved = [];
  const out = text2.replace(/\$\{\{([\s\S]*?)\}\}/g, (whole, expr) => {
    const result = evaluate(expr, ctx);
    const value = result.ok ? asText(result.value) : void 0;
    if (value === void 0) {
      unresolved.push(expr.trim());
      return whole;
    }
    return value;
  });
  return { text: out, unresolved };
}
function judgeCondition(value, ctx) {
  if (typeof value === "boolean") return value;
  if (typeof value !== "string") return void 0;
  const inner = /^\s*\$\{\{([\s\S]*)\}\}\s*$/.exec(value)?.[1] ?? value;
  const result = evaluate(inner, ctx);
  return result.ok ? truthy(result.value) : void 0;
}

// src/core/discovery/workflow/step-checks.ts
var ONLY_EXPRESSION = /^\s*\$\{\{[\s\S]*\}\}\s*$/;
function resolveLines(step, warnings) {
  const out = [];
  for (const line of splitScript(step.run).lines) {
    const resolved = substitute(line, step.ctx);
    const unresolved = resolved.unresolved.length > 0;
    if (unresolved && ONLY_EXPRESSION.test(line)) {
      warnings.push(
        `${step.source}: the command is only an expression that cannot be resolved (${line.trim()}); ignored`
      );
      continue;
    }
    out.push({ text: resolved.text, unresolved });
  }
  return out;
}
function classifyLines(resolved, cwd, env2, follow) {
  const unresolved = new Map(resolved.map((l) => [l.text, l.unresolved]));
  const placed2 = follow ? placeLines(
    resolved.map((l) => l.text),
    cwd
  ) : null;
  const here = { dir: cwd };
  const lines = (placed2 ?? resolved.map((l) => ({ text: l.text, at: here, preamble: true }))).map(
    (line) => {
      const dir = "dir" in line.at ? line.at.dir : cwd;
      return {
        ...line,
        cls: classifyLine(line.text, { ...env2, dir }),
        unresolved: unresolved.get(line.text) ?? false
      };
    }
  );
  return { lines, moved: placed2 !== null && placed2.length < resolved.length };
}
function dirsOf(kind, lines) {
  const dirs = [];
  for (const line of lines)
    if (line.cls.kind === kind && !dirs.some((d) => sameDir(d, line.at))) dirs.push(line.at);
  return dirs;
}
function linesFor(kind, lines, at) {
  const here = (l) => sameDir(l.at, at);
  const last = lines.findLastIndex((l) => l.cls.kind === kind && here(l));
  return lines.filter(
    (l, i2) => l.cls.kind === kind && here(l) || l.cls.kind === "context" && i2 < last && (here(l) || l.preamble)
  );
}
function candidateFor(kind, taken, step, at, whole) {
  const candidate = {
    kind,
    // Several lines that are all taken: the step as written (comments and `&&` included).
    script: whole ?? taken.map((l) => l.text).join("\n"),
    source: step.source,
    cwd: "dir" in at ? at.dir : "",
    env: step.env,
    unresolvable: taken.some((l) => l.unresolved),
    ..."refused" in at ? { refused: at.refused } : {}
  };
  if (Array.isArray(step.shell)) candidate.shell = step.shell;
  const checks = taken.filter((l) => l.cls.kind === kind);
  const requires = [...new Set(checks.flatMap((l) => l.cls.requires ?? []))];
  if (requires.length > 0) candidate.recipeTools = requires;
  const replaced = checks.filter((l) => l.cls.replacement !== void 0);
  if (replaced.length === 0) return candidate;
  const only = checks.length === 1 && taken.length === 1 ? checks[0].cls.replacement : void 0;
  if (only?.argv !== void 0) {
    return {
      ...candidate,
      script: only.script,
      argv: only.argv,
      source: `${step.source} -> ${only.source}`
    };
  }
  if (replaced.some((l) => l.cls.replacement.lines === void 0)) return candidate;
  const script = taken.map((l) => l.cls.replacement?.lines?.join("\n") ?? l.text).join("\n");
  const sources2 = replaced.map((l) => l.cls.replacement.source).join(", ");
  return { ...candidate, script, source: `${step.source} -> ${sources2}` };
}
function stepChecks(step, cwd, env2) {
  const warnings = [];
  const split = splitScript(step.run);
  const resolved = resolveLines(step, warnings);
  const { lines, moved: moved2 } = classifyLines(resolved, cwd, env2, !split.compound);
  const runsTestlock = lines.some((l) => l.cls.kind === "testlock");
  if (split.compound) {
    const kind = strongest(lines.map((l) => l.cls.kind));
    const whole2 = substitute(step.run, step.ctx);
    const candidates = isCheckKind(kind) ? [
      {
        kind,
        script: whole2.text.trim(),
        source: step.source,
        cwd,
        env: step.env,
        unresolvable: whole2.unresolved.length > 0,
        ...Array.isArray(step.shell) ? { shell: step.shell } : {}
      }
    ] : [];
    return { candidates, runsTestlock, warnings };
  }
  const kinds = ["test", "typecheck", "lint"].filter(
    (k) => lines.some((l) => l.cls.kind === k)
  );
  const whole = (taken) => !moved2 && taken.length > 1 && taken.length === lines.length ? substitute(step.run, step.ctx).text.trim() : void 0;
  return {
    candidates: kinds.flatMap(
      (k) => dirsOf(k, lines).map((at) => {
        const taken = linesFor(k, lines, at);
        return candidateFor(k, taken, step, at, whole(taken));
      })
    ),
    runsTestlock,
    warnings
  };
}

// src/core/discovery/workflow/workflow-file.ts
var WORKFLOW_KEYS = /* @__PURE__ */ new Set([
  "name",
  "run-name",
  "on",
  "permissions",
  "env",
  "defaults",
  "concurrency",
  "jobs"
]);
var JOB_KEYS = /* @__PURE__ */ new Set([
  "name",
  "permissions",
  "needs",
  "if",
  "runs-on",
  "environment",
  "concurrency",
  "outputs",
  "env",
  "defaults",
  "steps",
  "timeout-minutes",
  "strategy",
  "continue-on-error",
  "container",
  "services",
  "uses",
  "with",
  "secrets",
  "snapshot"
]);
var STEP_KEYS = /* @__PURE__ */ new Set([
  "id",
  "if",
  "name",
  "uses",
  "run",
  "working-directory",
  "shell",
  "with",
  "env",
  "continue-on-error",
  "timeout-minutes"
]);
function unknownKey(record2, allowed) {
  return Object.keys(record2).find((key2) => !allowed.has(key2));
}
function eventNames(on6) {
  if (typeof on6 === "string") return [on6];
  if (Array.isArray(on6)) return on6.filter((e) => typeof e === "string");
  return isRecord(on6) ? Object.keys(on6) : [];
}
function parseSteps(path6, id, steps) {
  if (steps === void 0) return [];
  if (!Array.isArray(steps)) return `${path6}: jobs.${id}.steps is not a list`;
  const parsed = [];
  for (const [index, step] of steps.entries()) {
    if (!isRecord(step)) return `${path6}: jobs.${id}.steps[${index}] is not a mapping`;
    const bad = unknownKey(step, STEP_KEYS);
    if (bad !== void 0) return `${path6}: jobs.${id}.steps[${index}] has unknown key '${bad}'`;
    parsed.push({ index, raw: step });
  }
  return parsed;
}
function parseJobs(path6, jobs) {
  if (!isRecord(jobs)) return `${path6}: 'jobs' is missing or not a mapping`;
  const parsed = [];
  for (const [id, job] of Object.entries(jobs)) {
    if (!isRecord(job)) return `${path6}: jobs.${id} is not a mapping`;
    const bad = unknownKey(job, JOB_KEYS);
    if (bad !== void 0) return `${path6}: jobs.${id} has unknown key '${bad}'`;
    const steps = parseSteps(path6, id, job.steps);
    if (typeof steps === "string") return steps;
    parsed.push({ id, raw: job, steps });
  }
  return parsed;
}
function parseWorkflow(path6, text2) {
  let raw;
  try {
    const doc = parseYamlDocument(text2, { prettyErrors: false, uniqueKeys: true });
    const error = doc.errors[0];
    if (error !== void 0)
      return { warning: `${path6}: invalid YAML: ${error.message.split("\n")[0]}` };
    raw = doc.toJS({ maxAliasCount: 1e3 });
  } catch (error) {
    return {
      warning: `${path6}: invalid YAML: ${errorMessage(error)}`
    };
  }
  if (!isRecord(raw)) return { warning: `${path6}: not a workflow (the document is not a mapping)` };
  const bad = unknownKey(raw, WORKFLOW_KEYS);
  if (bad !== void 0) return { warning: `${path6}: unknown top-level key '${bad}'` };
  const jobs = parseJobs(path6, raw.jobs);
  if (typeof jobs === "string") return { warning: jobs };
  return { workflow: { path: path6, events: eventNames(raw.on), raw, jobs } };
}

// src/core/discovery/workflow/workflow-paths.ts
function patterns2(value) {
  if (typeof value === "string") return [value];
  if (!Array.isArray(value)) return void 0;
  return value.filter((v) => typeof v === "string");
}
function included(path6, list2) {
  let matched2 = false;
  for (const pattern of list2) {
    const negated = pattern.startsWith("!");
    const glob = negated ? pattern.slice(1) : pattern;
    if (glob !== "" && compileGlobs([glob]).test(path6)) matched2 = !negated;
  }
  return matched2;
}
function pathsTrigger(workflow, event, changed) {
  if (changed === void 0) return true;
  const on6 = isRecord(workflow.raw.on) ? workflow.raw.on : {};
  const spec = isRecord(on6[event]) ? on6[event] : {};
  const only = patterns2(spec.paths);
  const ignore = patterns2(spec["paths-ignore"]);
  try {
    if (only !== void 0) return changed.some((path6) => included(path6, only));
    if (ignore !== void 0) return changed.some((path6) => !included(path6, ignore));
  } catch {
    return true;
  }
  return true;
}

// src/core/discovery/workflow/action-checks.ts
var ACTION_SOURCE_PREFIX = "action:";
var joined = (...parts) => parts.map((part) => part?.trim() ?? "").filter((part) => part !== "").join(" ");
var isTrue = (value) => value?.trim().toLowerCase() === "true";
function lintFlags(flag, names) {
  return (names ?? "").split(/[\s,]+/).filter((name) => name !== "").map((name) => `${flag} ${name}`);
}
var ruff = {
  // Both actions run `ruff <args> <src>`; args defaults to `check`.
  command: (inputs) => joined("ruff", inputs.args?.trim() ? inputs.args : "check", inputs.src)
};
var KNOWN = /* @__PURE__ */ new Map([
  [
    "golangci/golangci-lint-action",
    {
      command: (inputs) => joined("golangci-lint run", inputs.args),
      directory: "working-directory"
    }
  ],
  ["astral-sh/ruff-action", ruff],
  ["chartboost/ruff-action", ruff],
  ["actions-rs/clippy-check", { command: (inputs) => joined("cargo clippy", inputs.args) }],
  [
    "giraffate/clippy-action",
    { command: (inputs) => joined("cargo clippy", inputs.clippy_flags), directory: "workdir" }
  ],
  [
    "auguwu/clippy-action",
    {
      command: (inputs) => {
        const lints = [
          ...lintFlags("-D", inputs.deny),
          ...lintFlags("-W", inputs.warn),
          ...lintFlags("-F", inputs.forbid)
        ];
        const clippyArgs = joined(inputs.args, ...lints);
        const cargoArgs = joined(
          isTrue(inputs["all-features"]) ? "--all-features" : void 0,
          inputs["check-args"]
        );
        return joined(
          "cargo clippy",
          cargoArgs,
          clippyArgs === "" ? void 0 : `-- ${clippyArgs}`
        );
      },
      directory: "working-directory"
    }
  ]
]);
function actionName(uses) {
  const match = /^([\w.-]+\/[\w.-]+)@\S+$/.exec(uses.trim());
  return match ? match[1].toLowerCase() : null;
}
function inputsOf(raw) {
  const inputs = {};
  if (!isRecord(raw)) return inputs;
  for (const [key2, value] of Object.entries(raw)) {
    if (typeof value === "string") inputs[key2] = value;
    else if (typeof value === "number" || typeof value === "boolean") inputs[key2] = String(value);
  }
  return inputs;
}
function actionCommand(uses, withValues) {
  if (typeof uses !== "string") return null;
  const action = actionName(uses);
  const known = action === null ? void 0 : KNOWN.get(action);
  if (action === null || known === void 0) return null;
  const inputs = inputsOf(withValues);
  const flat = Object.fromEntries(
    Object.entries(inputs).map(([key2, value]) => [key2, value.replace(/\s*\n\s*/g, " ").trim()])
  );
  const dir = known.directory === void 0 ? void 0 : flat[known.directory];
  return {
    action,
    run: known.command(flat),
    ...dir === void 0 || dir === "" ? {} : { workingDirectory: dir }
  };
}

// src/core/discovery/workflow/env-file-writes.ts
var WRITE = /^[ \t]*echo[ \t]+(?:(["'])([A-Za-z_]\w*)=([^\n]*?)\1|([A-Za-z_]\w*)=([^\s"'|;&<>]*))[ \t]*>>[ \t]*(["']?)\$(?:GITHUB_ENV|\{GITHUB_ENV\})\6[ \t]*$/gm;
var REFUSED = /* @__PURE__ */ new Set(["NODE_OPTIONS"]);
function envFileWrites(run) {
  const written = {};
  for (const m of run.matchAll(WRITE)) {
    const quote2 = m[1];
    const name = m[2] ?? m[4];
    const value = m[3] ?? m[5];
    const expands = quote2 === "'" ? false : /[$`\\]/.test(value);
    if (REFUSED.has(name)) continue;
    if (expands) delete written[name];
    else written[name] = value;
  }
  return written;
}

// src/core/discovery/workflow/matrix.ts
var MAX_COMBINATIONS = 512;
function same3(a2, b) {
  return a2 === b || JSON.stringify(a2) === JSON.stringify(b);
}
function matches3(entry, combo, keys) {
  return keys.filter((k) => k in entry).every((k) => same3(entry[k], combo[k]));
}
function nth(dims, index) {
  const picked = [];
  let rest = index;
  for (let d = dims.length - 1; d >= 0; d -= 1) {
    const values = dims[d][1];
    picked[d] = values[rest % values.length];
    rest = Math.floor(rest / values.length);
  }
  return Object.fromEntries(dims.map(([key2], d) => [key2, picked[d]]));
}
function applyIncludes(combo, includes, keys) {
  const result = { ...combo };
  for (const entry of includes) {
    if (isRecord(entry) && matches3(entry, combo, keys)) {
      for (const [k, v] of Object.entries(entry)) if (!keys.includes(k)) result[k] = v;
    }
  }
  return result;
}
function readMatrix(matrix) {
  const includes = matrix.include ?? [];
  const excludes = matrix.exclude ?? [];
  if (!Array.isArray(includes) || !Array.isArray(excludes)) return void 0;
  const dims = [];
  for (const [key2, values] of Object.entries(matrix)) {
    if (key2 === "include" || key2 === "exclude") continue;
    if (!Array.isArray(values)) return void 0;
    dims.push([key2, values]);
  }
  return { dims, keys: dims.map(([key2]) => key2), includes, excludes };
}
function excluded(shape, combo) {
  return shape.excludes.some(
    (e) => isRecord(e) && Object.keys(e).length > 0 && matches3(e, combo, shape.keys)
  );
}
function allCombinations(matrix) {
  if (matrix === void 0 || matrix === null) return [{}];
  if (!isRecord(matrix)) return void 0;
  const shape = readMatrix(matrix);
  if (shape === void 0) return void 0;
  const { dims, keys, includes } = shape;
  const total = dims.length === 0 ? 0 : dims.reduce((n2, [, values]) => n2 * values.length, 1);
  const combos = [];
  for (let i2 = 0; i2 < Math.min(total, MAX_COMBINATIONS); i2 += 1) {
    const combo = nth(dims, i2);
    if (!excluded(shape, combo)) combos.push(applyIncludes(combo, includes, keys));
  }
  const base = combos.map((c3) => Object.fromEntries(keys.map((k) => [k, c3[k]])));
  for (const entry of includes) {
    if (!isRecord(entry)) continue;
    const extends_ = base.some(
      (combo) => keys.some((k) => k in entry) && matches3(entry, combo, keys)
    );
    if (!extends_ || keys.length === 0) combos.push({ ...entry });
  }
  return combos.length === 0 ? void 0 : combos;
}

// src/core/discovery/workflow/matrix-axes.ts
var MAX_PICKS = 16;
function whatRunsText(job) {
  const steps = job.steps.filter((step) => typeof step.raw.run === "string").map((step) => [step.raw.run, step.raw["working-directory"], step.raw.env, step.raw.if]);
  return JSON.stringify([job.raw.env, job.raw.defaults, steps]);
}
function referencedAxes(text2, keys) {
  return keys.filter((key2) => {
    const k = escapeRegExp(key2);
    return new RegExp(`matrix\\s*(\\.\\s*${k}(?![\\w-])|\\[\\s*['"]${k}['"]\\s*\\])`).test(text2);
  });
}
var VERSION = /^((py|pypy|python|node|go|rust|jdk|java)-?)?\d+(\.(\d+|x|\*))*(-dev)?$|^(stable|beta|nightly|msrv|latest|lts\/\*|lts\/[a-z]+|oldstable)$/i;
function isVersion(value) {
  return value === void 0 || typeof value !== "object" && VERSION.test(String(value));
}
function show(value) {
  return typeof value === "string" ? value : JSON.stringify(value);
}
function runsOnElsewhere(job, combination) {
  let text2 = JSON.stringify(job.raw["runs-on"] ?? "");
  for (const [key2, value] of Object.entries(combination))
    text2 = text2.replace(
      new RegExp(`\\$\\{\\{\\s*matrix\\.${escapeRegExp(key2)}\\s*\\}\\}`, "g"),
      show(value)
    );
  return /windows|macos/i.test(text2);
}
function chooseCombinations(job, combinations) {
  if (combinations === void 0) return void 0;
  const keys = [...new Set(combinations.flatMap((c3) => Object.keys(c3)))];
  const what = referencedAxes(whatRunsText(job), keys).filter(
    (key2) => !combinations.every((c3) => isVersion(c3[key2]))
  );
  const groups = /* @__PURE__ */ new Map();
  for (const combination of combinations) {
    const id = JSON.stringify(what.map((k) => combination[k]));
    groups.set(id, [...groups.get(id) ?? [], combination]);
  }
  const where2 = keys.filter((k) => !what.includes(k));
  const expanded = groups.size > 1;
  return [...groups.values()].slice(0, MAX_PICKS).map((group2) => {
    const combination = group2.find((c3) => !runsOnElsewhere(job, c3)) ?? group2[0];
    const label = expanded ? ` (matrix ${what.map((k) => `${k}=${show(combination[k])}`).join(", ")})` : "";
    const pick = { combination, label };
    if (group2.length > 1 && where2.length > 0)
      pick.note = `matrix: ${where2.map((k) => `${k}=${show(combination[k])}`).join(", ")} taken of ${group2.length} combinations that only change where it runs`;
    return pick;
  });
}

// src/core/discovery/workflow/workflow-steps.ts
var MAX_CALL_DEPTH = 4;
function resolveEnv(raw, ctx, base) {
  const env2 = { ...base };
  if (!isRecord(raw)) return env2;
  for (const [key2, value] of Object.entries(raw)) {
    if (typeof value === "number" || typeof value === "boolean") env2[key2] = String(value);
    if (typeof value !== "string") continue;
    const resolved = substitute(value, { ...ctx, env: env2 });
    if (resolved.unresolved.length === 0) env2[key2] = resolved.text;
  }
  return env2;
}
function runDefaults(raw) {
  const run = isRecord(raw) ? raw.run : void 0;
  return isRecord(run) ? run : {};
}
function resolveShell(shell3, ctx, windows) {
  if (shell3 === void 0) return windows ? { unsupported: "pwsh" } : "bash";
  const text2 = substitute(String(shell3), ctx).text.trim();
  if (text2 === "bash") return "bash";
  if (text2 === "sh") return ["sh", "-e", "{0}"];
  const words2 = plainWords(text2.replaceAll("{0}", "\0"))?.map((w) => w.replaceAll("\0", "{0}")) ?? null;
  const program2 = words2?.[0]?.split("/").pop();
  if (words2?.includes("{0}") && /^(bash|sh|zsh|dash)$/.test(program2 ?? "")) return words2;
  return { unsupported: text2 };
}
function resolveDir(dir, ctx) {
  if (dir === void 0) return { cwd: "" };
  const resolved = substitute(String(dir), { ...ctx, github: { workspace: "." } });
  if (resolved.unresolved.length > 0) {
    const why = `working-directory '${String(dir).trim()}' cannot be resolved outside CI; never guessed`;
    return { cwd: null, cwdRefused: why };
  }
  const text2 = resolved.text.trim();
  const refused = (why) => ({
    cwd: "",
    cwdRefused: `working-directory '${text2}' ${why}; refused, never run elsewhere`
  });
  if (text2.startsWith("/") || text2.startsWith("~") || /^[A-Za-z]:[\\/]/.test(text2))
    return refused("is absolute");
  const normal = normalizeDir(text2);
  return normal === null ? refused("leaves the repository") : { cwd: normal };
}
function usesTestlock(job, selfIsTestlock) {
  return job.steps.some((step) => {
    const uses = typeof step.raw.uses === "string" ? step.raw.uses.trim() : "";
    return /testlock/i.test(uses) || selfIsTestlock && (uses === "./" || uses === ".");
  });
}
function conditionContext(ctx, windows) {
  return {
    ...ctx,
    github: partialContext({ event_name: "pull_request" }),
    runner: partialContext({ os: windows ? "Windows" : "Linux" })
  };
}
function textLabels(...values) {
  return values.filter((v) => typeof v === "string");
}
function callInputs(called, withValues, ctx) {
  const on6 = isRecord(called.raw.on) ? called.raw.on : {};
  const call2 = isRecord(on6.workflow_call) ? on6.workflow_call : {};
  const declared2 = isRecord(call2.inputs) ? call2.inputs : {};
  const inputs = {};
  for (const [name, spec] of Object.entries(declared2))
    if (isRecord(spec) && "default" in spec) inputs[name] = spec.default;
  for (const [name, value] of Object.entries(isRecord(withValues) ? withValues : {})) {
    if (typeof value !== "string") inputs[name] = value;
    else {
      const resolved = substitute(value, ctx);
      if (resolved.unresolved.length === 0) inputs[name] = resolved.text;
      else delete inputs[name];
    }
  }
  return inputs;
}
function jobRuns(job, scope, options) {
  const strategy = isRecord(job.raw.strategy) ? job.raw.strategy : {};
  const chosen = chooseCombinations(job, allCombinations(strategy.matrix));
  if (chosen === void 0) return combinationRuns(job, scope, options, void 0);
  return chosen.flatMap((pick) => combinationRuns(job, scope, options, pick));
}
function combinationRuns(job, scope, options, pick) {
  const { workflow } = scope;
  const source = `${workflow.path} jobs.${job.id}`;
  const matrix = pick?.combination;
  const known = matrix === void 0 ? {} : { matrix };
  if (scope.inputs !== void 0) known.inputs = scope.inputs;
  const workflowEnv = resolveEnv(workflow.raw.env, known, {});
  const jobEnv = resolveEnv(job.raw.env, { ...known, env: workflowEnv }, workflowEnv);
  const ctx = { ...known, env: jobEnv };
  const windows = /windows/i.test(substitute(JSON.stringify(job.raw["runs-on"] ?? ""), ctx).text);
  if (judgeCondition(job.raw.if, conditionContext(ctx, windows)) === false || judgeCondition(job.raw["continue-on-error"], ctx) === true)
    return [];
  if (typeof job.raw.uses === "string") return calledJobs(job, ctx, scope, options);
  const defaults2 = { ...runDefaults(workflow.raw.defaults), ...runDefaults(job.raw.defaults) };
  const steps = [];
  let written = {};
  for (const step of job.steps) {
    const action = typeof step.raw.run === "string" ? null : actionCommand(step.raw.uses, step.raw.with);
    if (typeof step.raw.run !== "string" && action === null) continue;
    const env2 = resolveEnv(step.raw.env, ctx, { ...written, ...jobEnv });
    const stepCtx = { ...known, env: env2 };
    if (judgeCondition(step.raw.if, conditionContext(stepCtx, windows)) === false) continue;
    if (typeof step.raw.run === "string") {
      written = { ...written, ...envFileWrites(substitute(step.raw.run, stepCtx).text) };
    }
    if (judgeCondition(step.raw["continue-on-error"], stepCtx) === true) continue;
    const stepSource = `${source}.steps[${step.index}]${pick?.label ?? ""}${scope.via}`;
    if (action !== null) {
      steps.push({
        source: `${ACTION_SOURCE_PREFIX}${action.action} ${stepSource}`,
        run: action.run,
        ctx: stepCtx,
        env: env2,
        ...resolveDir(action.workingDirectory, stepCtx),
        shell: "bash",
        labels: textLabels(step.raw.name, step.raw.id)
      });
      continue;
    }
    steps.push({
      source: stepSource,
      run: String(step.raw.run),
      ctx: stepCtx,
      env: env2,
      ...resolveDir(step.raw["working-directory"] ?? defaults2["working-directory"], stepCtx),
      shell: resolveShell(step.raw.shell ?? defaults2.shell, stepCtx, windows),
      labels: textLabels(step.raw.name, step.raw.id)
    });
  }
  return [
    {
      source: `${source}${scope.via}`,
      ...pick?.note === void 0 ? {} : { matrix: pick.note },
      runsTestlock: usesTestlock(job, options.selfIsTestlock),
      steps,
      labels: textLabels(workflow.path, workflow.raw.name, job.id, job.raw.name, ...scope.labels)
    }
  ];
}
function calledJobs(job, ctx, scope, options) {
  const uses = String(job.raw.uses);
  const path6 = uses.startsWith("./") ? normalizeDir(uses) : null;
  const called = path6 === null ? void 0 : options.workflows.get(path6);
  if (called === void 0 || scope.depth >= MAX_CALL_DEPTH) return [];
  const inner = {
    workflow: called,
    inputs: callInputs(called, job.raw.with, ctx),
    via: ` via ${scope.workflow.path} jobs.${job.id}${scope.via}`,
    labels: [...scope.labels, ...textLabels(scope.workflow.path, scope.workflow.raw.name, job.id)],
    depth: scope.depth + 1
  };
  return called.jobs.flatMap((calledJob) => jobRuns(calledJob, inner, options));
}
function workflowJobRuns(workflow, options) {
  return workflow.jobs.flatMap(
    (job) => jobRuns(job, { workflow, inputs: void 0, via: "", depth: 0, labels: [] }, options)
  );
}

// src/core/discovery/levels/ci-rank.ts
var PURPOSES = [
  [/^(fuzz|fuzzing|fuzzer|fuzzers|cifuzz|oss-fuzz)$/, "fuzzing"],
  [/^(bench|benches|benchmark|benchmarks|codspeed|perf)$/, "benchmarks"],
  [/^(release|releases|publish|publishing|changelog)$/, "release"],
  [/^(deploy|deployment|pages)$/, "deploy"],
  [/^(doc|docs|documentation)$/, "docs"],
  [/^(autofix|autoformat)$/, "autofix"],
  [/^(nightly|scheduled|cron)$/, "nightly"]
];
var COMMAND_PURPOSES = /* @__PURE__ */ new Set(["fuzzing", "benchmarks"]);
function purposeOf(texts, commandOnly = false) {
  for (const text2 of texts) {
    for (const word of text2.toLowerCase().split(/[^a-z0-9]+/)) {
      const hit = PURPOSES.find(([pattern]) => pattern.test(word))?.[1];
      if (hit !== void 0 && (!commandOnly || COMMAND_PURPOSES.has(hit))) return hit;
    }
  }
  return void 0;
}
function key(r) {
  return [r.purpose === void 0 ? 0 : 1, r.onPullRequest ? 0 : 1, r.order];
}
function compare3(a2, b) {
  const [ka, kb] = [key(a2), key(b)];
  for (let i2 = 0; i2 < ka.length; i2 += 1) if (ka[i2] !== kb[i2]) return ka[i2] - kb[i2];
  return 0;
}
function describe3(r) {
  const event = r.onPullRequest ? "runs on pull_request" : "runs on push only";
  return r.purpose === void 0 ? event : `${event}, ${r.purpose}`;
}
function byRank(ranked) {
  return [...ranked].sort(compare3);
}
function rankedAsHigh(a2, b) {
  return key(a2)[0] === key(b)[0] && key(a2)[1] === key(b)[1];
}
function best(ranked) {
  const sorted = byRank(ranked);
  const [first, next] = sorted;
  if (first === void 0) return void 0;
  if (next === void 0) return first.candidate;
  const others = sorted.length - 1;
  const reason = `ranked first of ${sorted.length} CI candidates (${describe3(first)}); next: ${next.candidate.source} (${describe3(next)})${others > 1 ? ` and ${others - 1} more` : ""}`;
  const own = first.candidate.reason;
  return { ...first.candidate, reason: own === void 0 ? reason : `${own}; ${reason}` };
}

// src/core/discovery/levels/ci-folders.ts
function folderOf(candidate) {
  return JSON.stringify([candidate.cwd, candidate.refused ?? null]);
}
function otherFolders(ranked, kind, unresolvable = []) {
  const [winner, ...rest] = byRank(ranked.filter((r) => r.candidate.kind === kind));
  if (winner === void 0) return [];
  const seen = /* @__PURE__ */ new Set([folderOf(winner.candidate)]);
  const others = [];
  const stuck = byRank(unresolvable.filter((r) => r.candidate.kind === kind));
  for (const r of [...rest, ...stuck]) {
    const folder = folderOf(r.candidate);
    if (seen.has(folder) || !rankedAsHigh(r, winner)) continue;
    seen.add(folder);
    others.push(r.candidate);
  }
  return others;
}

// src/core/discovery/levels/ci-checks.ts
var WORKFLOW = /^\.github\/workflows\/[^/]+\.ya?ml$/;
var PR_EVENTS = /* @__PURE__ */ new Set(["pull_request", "pull_request_target"]);
function isWorkflowPath(path6) {
  return WORKFLOW.test(path6);
}
function loadWorkflows(files, paths, warnings) {
  const workflows = /* @__PURE__ */ new Map();
  for (const path6 of paths.filter(isWorkflowPath).sort()) {
    const text2 = files.text(path6);
    if (text2 === void 0) continue;
    const parsed = parseWorkflow(path6, text2);
    if ("warning" in parsed) warnings.push(`${parsed.warning}; ignored`);
    else workflows.set(path6, parsed.workflow);
  }
  return workflows;
}
function gatingOrder(workflows, changed) {
  const list2 = [...workflows];
  const pr = list2.filter((w) => w.events.some((e) => PR_EVENTS.has(e)));
  const push = list2.filter((w) => !pr.includes(w) && w.events.includes("push"));
  const triggered = (w, events) => events.some((e) => w.events.includes(e) && pathsTrigger(w, e, changed));
  return [
    ...pr.filter((w) => triggered(w, [...PR_EVENTS])),
    ...push.filter((w) => triggered(w, ["push"]))
  ];
}
function byJob(runs) {
  const groups = /* @__PURE__ */ new Map();
  for (const run of runs) groups.set(run.source, [...groups.get(run.source) ?? [], run]);
  return [...groups.values()];
}
function merged(a2, b) {
  const same4 = (x, y) => JSON.stringify(x) === JSON.stringify(y);
  if (a2.cwd !== b.cwd || !same4(a2.shell, b.shell) || !same4(a2.env, b.env)) return void 0;
  if (a2.script === b.script && same4(a2.argv, b.argv) && a2.unresolvable === b.unresolvable) return a2;
  if (a2.argv !== void 0 || b.argv !== void 0 || a2.unresolvable || b.unresolvable)
    return void 0;
  const step = /steps\[\d+\]( \(matrix [^)]*\))?/.exec(b.source)?.[0] ?? b.source;
  return { ...a2, script: `${a2.script}
${b.script}`, source: `${a2.source} + ${step}` };
}
function mergeByKind(candidates) {
  const byKind = /* @__PURE__ */ new Map();
  for (const candidate of candidates) {
    const key2 = JSON.stringify([candidate.kind, candidate.cwd, candidate.refused ?? null]);
    const first = byKind.get(key2);
    if (first === void 0) byKind.set(key2, candidate);
    else byKind.set(key2, merged(first, candidate) ?? first);
  }
  return [...byKind.values()];
}
function ciChecks(options) {
  const { files, workingDirectory, warnings } = options;
  const workflows = loadWorkflows(files, options.paths, warnings);
  const action = files.text("action.yml") ?? files.text("action.yaml") ?? "";
  const walk = { workflows, selfIsTestlock: /testlock/i.test(action) };
  const found = [];
  const unresolvable = [];
  const folders = new BaseFolders(options.paths);
  for (const workflow of gatingOrder(workflows.values(), options.changedPaths)) {
    const onPullRequest = workflow.events.some((e) => PR_EVENTS.has(e));
    for (const expansions of byJob(workflowJobRuns(workflow, walk))) {
      const job = expansions[0];
      if (job.runsTestlock) continue;
      const jobCandidates = [];
      const stepPurposes = /* @__PURE__ */ new Map();
      let runsTestlock = false;
      const steps = expansions.flatMap(
        (run) => run.steps.map((step) => ({ step, note: run.matrix }))
      );
      for (const { step, note } of steps) {
        const cwd = step.cwd ?? workingDirectory;
        if (!isWithin(cwd, workingDirectory)) continue;
        const env2 = { files, dir: cwd, isInstalled: options.isInstalled };
        const checks = refusedStep(stepChecks(step, cwd, env2), step.cwdRefused);
        warnings.push(...checks.warnings);
        runsTestlock ||= checks.runsTestlock;
        if (typeof step.shell === "object" && "unsupported" in step.shell) {
          if (checks.candidates.length > 0)
            warnings.push(
              `${step.source}: shell '${step.shell.unsupported}' is not supported; step ignored`
            );
          continue;
        }
        const unresolvedDir = step.cwd === null;
        const within3 = checks.candidates.filter((c3) => isWithin(c3.cwd, workingDirectory));
        for (const c3 of within3.map((c4) => unresolvedDir ? c4 : absentRefused(c4, folders))) {
          const purpose = purposeOf(step.labels) ?? purposeOf([c3.script], true);
          if (purpose !== void 0) stepPurposes.set(c3.source, purpose);
          const noted = note === void 0 ? c3 : { ...c3, reason: note };
          jobCandidates.push(unresolvedDir ? { ...noted, unresolvable: true } : noted);
        }
      }
      if (runsTestlock) continue;
      const jobPurpose = purposeOf(job.labels);
      for (const candidate of mergeByKind(jobCandidates)) {
        const first = candidate.source.split(" + ")[0] ?? candidate.source;
        const ranked = {
          candidate,
          onPullRequest,
          purpose: jobPurpose ?? stepPurposes.get(first),
          order: found.length + unresolvable.length,
          workflow: workflow.path
        };
        (candidate.unresolvable ? unresolvable : found).push(ranked);
      }
    }
  }
  const others = {};
  for (const kind of KINDS2) {
    const more = otherFolders(found, kind, unresolvable);
    if (more.length > 0) others[kind] = more;
  }
  const rivals = found.filter((r) => !others[r.candidate.kind]?.includes(r.candidate));
  return { found: bestByKind(rivals), unresolvable: bestByKind(unresolvable), others };
}
var KINDS2 = ["test", "typecheck", "lint"];
function absentRefused(candidate, folders) {
  if (candidate.refused !== void 0 || folders.has(candidate.cwd)) return candidate;
  const refused = `working-directory '${candidate.cwd}' does not exist at the base commit (made by an earlier CI step?); refused, never run elsewhere`;
  return { ...candidate, refused };
}
var BaseFolders = class {
  constructor(paths) {
    this.paths = paths;
  }
  paths;
  dirs;
  has(dir) {
    if (dir === "") return true;
    this.dirs ??= new Set(this.paths.flatMap((path6) => selfAndAncestors(path6)));
    return this.dirs.has(dir);
  }
};
function refusedStep(checks, refused) {
  if (refused === void 0) return checks;
  return { ...checks, candidates: checks.candidates.map((c3) => ({ ...c3, refused })) };
}
function bestByKind(ranked) {
  const result = {};
  for (const kind of KINDS2) {
    const winner = best(ranked.filter((r) => r.candidate.kind === kind));
    if (winner !== void 0) result[kind] = winner;
  }
  return result;
}

// src/core/discovery/levels/python-manifest.ts
function pythonRunner(files, dir) {
  for (const d of selfAndAncestors(dir)) {
    if (files.has(inDir(d, "uv.lock"))) return "uv run ";
    if (files.has(inDir(d, "poetry.lock"))) return "poetry run ";
    if (files.has(inDir(d, "pdm.lock"))) return "pdm run ";
  }
  return "";
}
function tool(pyproject, name) {
  const tools = isRecord(pyproject?.tool) ? pyproject.tool : void 0;
  const section = tools?.[name];
  return isRecord(section) ? section : void 0;
}
function mypyCommand(configured) {
  return configured ? "mypy" : "mypy .";
}
function declarations(files, dir) {
  const at = (name) => inDir(dir, name);
  const pyproject = files.toml(at("pyproject.toml"));
  const setupCfg = files.ini(at("setup.cfg"));
  const toxIni = files.ini(at("tox.ini"));
  const mypyIni = files.ini(at("mypy.ini")) ?? files.ini(at(".mypy.ini"));
  const pytestTool = tool(pyproject, "pytest");
  const mypyTool = tool(pyproject, "mypy");
  const mypySection = mypyIni?.get("mypy") ?? setupCfg?.get("mypy");
  const toxTest = toxIni === void 0 ? void 0 : toxEnv(toxIni, void 0);
  const out = { test: [], typecheck: [], lint: [] };
  if (pytestTool !== void 0) {
    const key2 = isRecord(pytestTool.ini_options) ? "tool.pytest.ini_options" : "tool.pytest";
    out.test.push({ source: `${at("pyproject.toml")} [${key2}]`, command: "pytest" });
  }
  if (files.has(at("pytest.ini"))) out.test.push({ source: at("pytest.ini"), command: "pytest" });
  if (setupCfg?.has("tool:pytest"))
    out.test.push({ source: `${at("setup.cfg")} [tool:pytest]`, command: "pytest" });
  if (toxIni?.has("pytest"))
    out.test.push({ source: `${at("tox.ini")} [pytest]`, command: "pytest" });
  if (toxTest?.lines !== void 0 && toxTest.lines.length > 0) {
    out.test.push({
      source: `${at("tox.ini")} [testenv] commands`,
      command: toxTest.lines.join("\n")
    });
  }
  if (mypyTool !== void 0) {
    const configured = ["files", "packages", "modules"].some((k) => k in mypyTool);
    out.typecheck.push({
      source: `${at("pyproject.toml")} [tool.mypy]`,
      command: mypyCommand(configured)
    });
  }
  if (mypySection !== void 0) {
    const file = mypyIni !== void 0 ? files.has(at("mypy.ini")) ? "mypy.ini" : ".mypy.ini" : "setup.cfg";
    out.typecheck.push({
      source: `${at(file)} [mypy]`,
      command: mypyCommand(mypySection.has("files"))
    });
  }
  if (tool(pyproject, "pyright") !== void 0)
    out.typecheck.push({ source: `${at("pyproject.toml")} [tool.pyright]`, command: "pyright" });
  if (files.has(at("pyrightconfig.json")))
    out.typecheck.push({ source: at("pyrightconfig.json"), command: "pyright" });
  if (tool(pyproject, "ruff") !== void 0)
    out.lint.push({ source: `${at("pyproject.toml")} [tool.ruff]`, command: "ruff check ." });
  for (const name of ["ruff.toml", ".ruff.toml"])
    if (files.has(at(name))) out.lint.push({ source: at(name), command: "ruff check ." });
  if (setupCfg?.has("flake8"))
    out.lint.push({ source: `${at("setup.cfg")} [flake8]`, command: "flake8" });
  if (toxIni?.has("flake8"))
    out.lint.push({ source: `${at("tox.ini")} [flake8]`, command: "flake8" });
  if (files.has(at(".flake8"))) out.lint.push({ source: at(".flake8"), command: "flake8" });
  return out;
}
function pythonManifestChecks(env2) {
  const runner = pythonRunner(env2.files, env2.dir);
  const declared2 = declarations(env2.files, env2.dir);
  const found = {};
  for (const kind of ["test", "typecheck", "lint"]) {
    const first = declared2[kind][0];
    if (first === void 0) continue;
    const fromTox = first.source.endsWith("[testenv] commands");
    const candidate = {
      kind,
      script: fromTox ? first.command : `${runner}${first.command}`,
      source: first.source,
      cwd: env2.dir,
      env: {}
    };
    found[kind] = candidate;
  }
  return found;
}

// src/core/discovery/levels/tool-use.ts
var CONFIG_FILES = {
  ruff: ["ruff.toml", ".ruff.toml"],
  pyright: ["pyrightconfig.json"],
  mypy: ["mypy.ini", ".mypy.ini"],
  eslint: [
    "eslint.config.js",
    "eslint.config.mjs",
    "eslint.config.cjs",
    "eslint.config.ts",
    "eslint.config.mts",
    "eslint.config.cts",
    ".eslintrc",
    ".eslintrc.js",
    ".eslintrc.cjs",
    ".eslintrc.json",
    ".eslintrc.yml",
    ".eslintrc.yaml"
  ],
  biome: ["biome.json", "biome.jsonc"],
  tsc: ["tsconfig.json"],
  "golangci-lint": [".golangci.yml", ".golangci.yaml", ".golangci.toml", ".golangci.json"],
  clippy: ["clippy.toml", ".clippy.toml"]
};
var PACKAGES = {
  ruff: ["ruff"],
  pyright: ["pyright", "basedpyright"],
  mypy: ["mypy"],
  eslint: ["eslint"],
  biome: ["@biomejs/biome"]
};
var REQUIREMENT_FILES = [
  "requirements-dev.txt",
  "requirements_dev.txt",
  "dev-requirements.txt",
  "requirements-lint.txt"
];
function requirementName(spec) {
  const name = /^\s*([A-Za-z0-9][A-Za-z0-9._-]*)/.exec(spec)?.[1] ?? "";
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}
function requirementStrings(value) {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(requirementStrings);
  if (isRecord(value)) return Object.values(value).flatMap(requirementStrings);
  return [];
}
function pyprojectDependencies(toml) {
  const project = isRecord(toml.project) ? toml.project : {};
  const tool2 = isRecord(toml.tool) ? toml.tool : {};
  const poetry = isRecord(tool2.poetry) ? tool2.poetry : {};
  const groups = isRecord(poetry.group) ? Object.values(poetry.group) : [];
  const specs2 = [
    project.dependencies,
    project["optional-dependencies"],
    toml["dependency-groups"],
    isRecord(tool2.uv) ? tool2.uv["dev-dependencies"] : void 0,
    isRecord(tool2.pdm) ? tool2.pdm["dev-dependencies"] : void 0,
    isRecord(tool2.hatch) && isRecord(tool2.hatch.envs) ? tool2.hatch.envs : void 0
  ].flatMap(requirementStrings);
  const keyed = [
    poetry["dev-dependencies"],
    ...groups.map((g) => isRecord(g) ? g.dependencies : {})
  ].flatMap((table3) => isRecord(table3) ? Object.keys(table3) : []);
  return [...specs2, ...keyed].map(requirementName);
}
function pyprojectSections(toml) {
  const tool2 = isRecord(toml.tool) ? toml.tool : {};
  return Object.keys(tool2);
}
function usesTool(files, dir, tool2) {
  const packages = PACKAGES[tool2] ?? [];
  return selfAndAncestors(dir).some((d) => {
    if (files.find(d, CONFIG_FILES[tool2]) !== void 0) return true;
    const pyproject = files.has(inDir(d, "pyproject.toml")) ? files.toml(inDir(d, "pyproject.toml")) : void 0;
    if (pyproject !== void 0) {
      if ((tool2 === "ruff" || tool2 === "pyright" || tool2 === "mypy") && pyprojectSections(pyproject).includes(tool2))
        return true;
      if (pyprojectDependencies(pyproject).some((name) => packages.includes(name))) return true;
    }
    if (tool2 === "mypy" && files.has(inDir(d, "setup.cfg")) && files.ini(inDir(d, "setup.cfg"))?.has("mypy"))
      return true;
    if (tool2 === "clippy" && /^\s*\[(workspace\.)?lints\.clippy\]/m.test(files.text(inDir(d, "Cargo.toml")) ?? ""))
      return true;
    const pkg = files.packageJson(d);
    if (tool2 === "eslint" && pkg?.hasEslintConfig === true) return true;
    if (pkg?.dependencies.some((name) => packages.includes(name)) === true) return true;
    return REQUIREMENT_FILES.some(
      (name) => (files.text(inDir(d, name)) ?? "").split("\n").some((line) => packages.includes(requirementName(line)))
    );
  });
}

// src/core/discovery/levels/conventions.ts
function stacksIn(files, dir) {
  const has = (name) => files.has(inDir(dir, name));
  const stacks = [];
  if (has("pyproject.toml") || has("setup.py") || has("setup.cfg")) stacks.push("python");
  if (has("package.json")) stacks.push("node");
  if (has("Cargo.toml")) stacks.push("rust");
  if (has("go.mod")) stacks.push("go");
  return stacks;
}
function convention(stack, env2) {
  const { files, dir } = env2;
  switch (stack) {
    case "python": {
      const run = pythonRunner(files, dir);
      const types = usesTool(files, dir, "pyright") ? "pyright" : usesTool(files, dir, "mypy") ? "mypy ." : void 0;
      return {
        test: { script: `${run}pytest -q` },
        ...types === void 0 ? {} : { typecheck: { script: `${run}${types}` } },
        ...usesTool(files, dir, "ruff") ? { lint: { script: `${run}ruff check .` } } : {}
      };
    }
    case "node": {
      const lint = usesTool(files, dir, "eslint") ? "eslint ." : usesTool(files, dir, "biome") ? "biome check ." : void 0;
      return {
        ...files.has(inDir(dir, "tsconfig.json")) ? { typecheck: { script: "tsc --noEmit" } } : {},
        ...lint === void 0 ? {} : { lint: { script: lint } }
      };
    }
    case "rust": {
      const workspace = /^\s*\[workspace\]/m.test(files.text(inDir(dir, "Cargo.toml")) ?? "") ? " --workspace" : "";
      return {
        test: { script: `cargo test${workspace}` },
        typecheck: { script: `cargo build${workspace}` },
        ...usesTool(files, dir, "clippy") ? {
          lint: {
            script: `cargo clippy${workspace} -- -D warnings`,
            requires: ["cargo-clippy"]
          }
        } : {}
      };
    }
    case "go":
      return {
        test: { script: "go test ./..." },
        // The table's Go type check is two commands; one check runs both, as written here.
        typecheck: { script: "go build ./... && go vet ./..." },
        ...usesTool(files, dir, "golangci-lint") ? { lint: { script: "golangci-lint run" } } : {}
      };
  }
}
function conventionChecks(env2) {
  const found = {};
  for (const stack of stacksIn(env2.files, env2.dir)) {
    const table3 = convention(stack, env2);
    for (const kind of ["test", "typecheck", "lint"]) {
      const entry = table3[kind];
      if (entry === void 0 || found[kind] !== void 0) continue;
      const candidate = {
        kind,
        script: entry.script,
        source: `convention:${stack}`,
        cwd: env2.dir,
        env: {}
      };
      if (entry.requires !== void 0) candidate.requires = entry.requires;
      found[kind] = candidate;
    }
  }
  return found;
}

// src/core/discovery/levels/go-gopath.ts
var MODULE_MODE_DEFAULT = "1.16";
var MODULE_FILE = /(?:^|\/)go\.(?:mod|work)$/;
function goPathModeGap(check2, input) {
  const { machineGo, moduleSetting, basePaths } = input;
  if (machineGo === null || moduleSetting === null) return null;
  if (check2.skipped !== null || !runsGo(check2)) return null;
  if (check2.env.GO111MODULE !== void 0 || /\bGO111MODULE=/.test(check2.script)) return null;
  if (!needsModule(machineGo, moduleSetting.trim())) return null;
  if (basePaths.some((path6) => MODULE_FILE.test(path6))) return null;
  if (!basePaths.some((path6) => path6.endsWith(".go"))) return null;
  const setting = moduleSetting.trim() === "on" ? " (GO111MODULE=on)" : "";
  return `no go.mod: GOPATH-mode project, go${machineGo} needs a module${setting}`;
}
function needsModule(machineGo, setting) {
  if (setting === "on") return true;
  if (setting === "off" || setting === "auto") return false;
  return compareGoVersions(machineGo, MODULE_MODE_DEFAULT) >= 0;
}

// src/core/discovery/levels/local-tools.ts
var BIN_DIRS = ["node_modules/.bin", ".venv/bin", "venv/bin"];
function localTool(tool2, dir, lookup, tracked) {
  if (tool2 === "" || tool2.includes("/")) return void 0;
  const dirs = selfAndAncestors(dir);
  for (const [up, folder] of dirs.entries()) {
    for (const bin of BIN_DIRS) {
      const path6 = inDir(folder, `${bin}/${tool2}`);
      if (!tracked(path6) && lookup.isLocalExecutable(path6))
        return `${up === 0 ? "./" : "../".repeat(up)}${bin}/${tool2}`;
    }
  }
  return void 0;
}
function isAvailable(tool2, dir, lookup, tracked) {
  return lookup.isInstalled(tool2) || localTool(tool2, dir, lookup, tracked) !== void 0;
}

// src/core/discovery/levels/node-manifest.ts
var LOCKFILES = [
  ["package-lock.json", "npm"],
  ["npm-shrinkwrap.json", "npm"],
  ["pnpm-lock.yaml", "pnpm"],
  ["yarn.lock", "yarn"],
  ["bun.lock", "bun"],
  ["bun.lockb", "bun"]
];
var TYPECHECK_SCRIPTS = [
  "typecheck",
  "type-check",
  "tsc",
  "types",
  "check-types",
  "types:check",
  "check:types"
];
function packageManager(files, dir, pkg) {
  const declared2 = /^(npm|pnpm|yarn|bun)@(\d+)/.exec(pkg?.packageManager ?? "");
  const dirs = selfAndAncestors(dir);
  const berry = dirs.some((d) => files.has(inDir(d, ".yarnrc.yml")));
  if (declared2 !== null) {
    const name = declared2[1];
    const major = Number(declared2[2]);
    return {
      name,
      runsHooks: name === "npm" || name === "bun" || name === "yarn" && major < 2 || name === "pnpm" && major < 7
    };
  }
  for (const d of dirs) {
    const hit = LOCKFILES.find(([lock]) => files.has(inDir(d, lock)));
    if (hit !== void 0)
      return { name: hit[1], runsHooks: hit[1] !== "pnpm" && !(hit[1] === "yarn" && berry) };
  }
  return { name: "npm", runsHooks: true };
}
function runArgs(manager, script) {
  if (script === "test" && manager !== "bun") return [manager, "test"];
  return [manager, "run", script];
}
function nodeManifestChecks(env2, warnings) {
  const pkg = env2.files.packageJson(env2.dir);
  if (pkg === void 0) return {};
  const manager = packageManager(env2.files, env2.dir, pkg);
  const test = pkg.scripts.test !== void 0 && !isPlaceholderTest(pkg.scripts.test) ? "test" : void 0;
  const names = {
    test,
    typecheck: TYPECHECK_SCRIPTS.find((name) => pkg.scripts[name] !== void 0),
    lint: pkg.scripts.lint === void 0 ? void 0 : "lint"
  };
  const found = {};
  for (const kind of ["test", "typecheck", "lint"]) {
    const name = names[kind];
    if (name === void 0) continue;
    const hooks = [`pre${name}`, `post${name}`].filter((h2) => pkg.scripts[h2] !== void 0);
    if (hooks.length > 0 && !manager.runsHooks) {
      warnings.push(
        `${pkg.path}: ${manager.name} does not run the ${hooks.join("/")} script hooks npm would run; testlock runs the script as ${manager.name} does`
      );
    }
    found[kind] = {
      kind,
      script: pkg.scripts[name],
      source: `${pkg.path} scripts.${name}`,
      cwd: env2.dir,
      env: {},
      argv: runArgs(manager.name, name)
    };
  }
  return found;
}

// src/core/discovery/levels/task-file-checks.ts
var TARGETS = {
  test: ["test", "tests", "check"],
  typecheck: ["typecheck", "type-check", "check", "vet"],
  lint: ["lint", "check"]
};
function recipeText(recipe) {
  if (recipe.lines.length > 0) return recipe.lines.join("\n");
  return `${recipe.name}: ${recipe.prerequisites.join(" ")}`;
}
function fromTaskFile(tool2, located, env2) {
  const found = {};
  const { recipes } = located.file;
  const classifier = { words: classifyWords, script: classifyScript };
  for (const kind of ["test", "typecheck", "lint"]) {
    for (const name of TARGETS[kind]) {
      const recipe = recipes.get(name);
      if (recipe === void 0 || recipe.lines.length === 0 && recipe.prerequisites.length === 0)
        continue;
      if (name === "check" && recipeKind(located.file, name, env2, 0, classifier) !== kind) continue;
      if (name === "check" && Object.values(found).some((c3) => c3.argv?.[1] === "check")) continue;
      const requires = recipeTools(located.file, name, env2, classifier);
      found[kind] = {
        kind,
        script: recipeText(recipe),
        source: `${located.path} ${name}`,
        cwd: env2.dir,
        env: {},
        argv: [tool2, name],
        ...requires.length === 0 ? {} : { recipeTools: requires }
      };
      break;
    }
  }
  return found;
}
function taskFileChecks(env2) {
  const makefile = env2.files.makefile(env2.dir);
  const justfile = env2.files.justfile(env2.dir);
  const fromMake = makefile === void 0 ? {} : fromTaskFile("make", makefile, env2);
  const fromJust = justfile === void 0 ? {} : fromTaskFile("just", justfile, env2);
  return { ...fromJust, ...fromMake };
}

// src/core/discovery/files-to-read.ts
var READ_ANYWHERE = /* @__PURE__ */ new Set([
  ...MAKEFILES,
  ...JUSTFILES,
  "package.json",
  "pyproject.toml",
  "setup.cfg",
  "tox.ini",
  "noxfile.py",
  "mypy.ini",
  ".mypy.ini",
  "Cargo.toml",
  // Its `go`/`toolchain` lines say which Go the module needs (go-toolchain.ts).
  "go.mod",
  ...REQUIREMENT_FILES
]);
var IGNORED2 = /(^|\/)node_modules\//;
function filesToRead(paths, workingDirectory = "") {
  const project = new Set(selfAndAncestors(workingDirectory));
  return paths.filter((path6) => {
    if (isWorkflowPath(path6) || path6 === "action.yml" || path6 === "action.yaml") return true;
    if (!READ_ANYWHERE.has(baseName(path6)) || IGNORED2.test(path6)) return false;
    const dir = dirOf(path6);
    return project.has(dir) || isWithin(dir, workingDirectory);
  });
}

// src/core/discovery/readers/project-directories.ts
var MANIFESTS = /* @__PURE__ */ new Set(["package.json", "pyproject.toml", "setup.py", "Cargo.toml", "go.mod"]);
var NOT_PROJECTS = /(^|\/)(node_modules|vendor|fixtures|__fixtures__|testdata|test-fixtures)(\/|$)/;
function projectDirectories(paths) {
  const dirs = /* @__PURE__ */ new Set();
  for (const path6 of paths) {
    if (MANIFESTS.has(baseName(path6)) && !NOT_PROJECTS.test(path6)) dirs.add(dirOf(path6));
  }
  return [...dirs].sort((a2, b) => a2 === "" ? -1 : b === "" ? 1 : a2 < b ? -1 : a2 > b ? 1 : 0);
}

// src/core/discovery/discover-checks.ts
var KINDS3 = ["test", "typecheck", "lint"];
function explicitChecks(input, dir, warnings) {
  const found = {};
  for (const kind of KINDS3) {
    const given = input.explicit?.[kind];
    if (given === void 0 || given.run.trim() === "") continue;
    const cwd = given.workingDirectory === void 0 ? dir : normalizeDir(given.workingDirectory);
    if (cwd === null) {
      warnings.push(
        `${given.source}: working directory '${given.workingDirectory}' is outside the repository; ignored`
      );
      continue;
    }
    found[kind] = { kind, script: given.run, source: given.source, cwd, env: { ...given.env } };
  }
  return found;
}
function discoverChecks(input) {
  const warnings = [];
  const dir = normalizeDir(input.workingDirectory ?? "") ?? "";
  const files = new ProjectFiles(input.files);
  const lookup = {
    isInstalled: (tool2) => input.isInstalled(tool2),
    isLocalExecutable: (path6) => input.isLocalExecutable?.(path6) ?? false
  };
  const tracked = (path6) => files.has(path6);
  const tools = {
    isInstalled: (tool2, at) => isAvailable(tool2, at, lookup, tracked),
    localOnly: (tool2, at) => lookup.isInstalled(tool2) ? void 0 : localTool(tool2, at, lookup, tracked)
  };
  const env2 = { files, dir, isInstalled: (tool2) => tools.isInstalled(tool2, dir) };
  let ci;
  const readCi = () => {
    ci ??= ciChecks({
      files,
      paths: input.files.paths,
      workingDirectory: dir,
      isInstalled: env2.isInstalled,
      warnings,
      ...input.changedPaths === void 0 ? {} : { changedPaths: input.changedPaths }
    });
    return ci;
  };
  const levels = [
    () => explicitChecks(input, dir, warnings),
    () => readCi().found,
    () => taskFileChecks(env2),
    () => ({ ...nodeManifestChecks(env2, warnings), ...pythonManifestChecks(env2) }),
    () => conventionChecks(env2)
  ];
  const cache = /* @__PURE__ */ new Map();
  const level = (i2) => {
    if (!cache.has(i2)) cache.set(i2, levels[i2]());
    return cache.get(i2);
  };
  const settle = (candidate) => olderGo(toCheck(candidate, tools), files, input);
  const checks = KINDS3.flatMap((kind) => {
    let candidate;
    for (let i2 = 0; i2 < levels.length && candidate === void 0; i2 += 1)
      candidate = level(i2)[kind];
    const stuck = ci?.unresolvable[kind];
    if (stuck !== void 0)
      warnings.push(`${stuck.source}: the ${kind} step uses expressions testlock cannot resolve`);
    candidate ??= stuck;
    if (candidate === void 0) return [notConfigured(kind, dir)];
    const others = candidate === ci?.found[kind] ? ci.others[kind] ?? [] : [];
    return [settle(candidate), ...others.map((other) => inFolder(settle(other), other.refused))];
  });
  return { checks, warnings: [.../* @__PURE__ */ new Set([...warnings, ...files.warnings])] };
}
function inFolder(check2, refused) {
  const folder = refused !== void 0 ? "refused folder" : check2.cwd === "" ? "." : check2.cwd;
  return { ...check2, name: `${check2.name} (${folder})` };
}
function olderGo(check2, files, input) {
  const machineGo = input.goVersion ?? null;
  const gap = goToolchainGap(check2, (path6) => files.text(path6), machineGo) ?? goPathModeGap(check2, {
    machineGo,
    moduleSetting: input.goModuleSetting ?? null,
    basePaths: input.files.paths
  });
  if (gap === null) return check2;
  const reason = [check2.reason, gap].filter((r) => r !== void 0).join("; ");
  return { ...check2, reason, skipped: "tool-not-installed" };
}

// src/pipeline/stages/discover.ts
var KINDS4 = ["test", "typecheck", "lint"];
async function discover(options) {
  const paths = await listFiles(options.root, options.commit);
  const needed = filesToRead(paths, options.workingDirectory);
  const goModules = paths.includes("go.mod") || paths.some((p) => p.endsWith("/go.mod"));
  const goPathEra = !goModules && paths.some((p) => p.endsWith(".go"));
  const [contents, changedPaths, goVersion, goModuleSetting] = await Promise.all([
    readFiles(options.root, options.commit, needed),
    options.head === void 0 ? void 0 : changedNames({ ...options, head: options.head }),
    goModules || goPathEra ? probeGoVersion(options.root, options.env) : null,
    goPathEra ? probeGoModuleSetting(options.root, options.env) : null
  ]);
  const result = discoverChecks({
    files: { paths, read: (path6) => contents.get(path6) },
    workingDirectory: options.workingDirectory,
    explicit: explicitChecks2(options),
    // PATH only: project-local tools are found per check folder, and run from where they are.
    isInstalled: createToolLookup([], options.env.PATH ?? ""),
    isLocalExecutable: createLocalLookup(options.root),
    goVersion,
    goModuleSetting,
    ...changedPaths === void 0 ? {} : { changedPaths }
  });
  return {
    checks: result.checks.filter((c3, i2, all) => !offAgain(c3, i2, all, options.config)).map((c3) => switchedOff(declaredRuns(c3), options.config)),
    warnings: result.warnings
  };
}
async function changedNames(options) {
  const entries = await (options.entries ?? diffEntries(options.root, options.commit, options.head));
  return [
    ...new Set(entries.flatMap((e) => e.oldPath === null ? [e.path] : [e.oldPath, e.path]))
  ];
}
function declaredRuns(check2) {
  if (check2.skipped !== "tool-not-installed") return check2;
  const declared2 = [`input ${check2.kind}-command`, `.github/testlock.yml checks.${check2.kind}`];
  return declared2.includes(check2.source) ? { ...check2, skipped: null } : check2;
}
function explicitChecks2(options) {
  const explicit = {};
  for (const kind of KINDS4) {
    const flag = options.commands[kind];
    const configured = options.config.checks[kind];
    if (flag !== void 0) {
      explicit[kind] = { run: flag, source: `input ${kind}-command` };
    } else if (configured !== null && configured !== "off") {
      explicit[kind] = {
        run: configured.run,
        workingDirectory: configured.workingDirectory ?? void 0,
        env: configured.env,
        source: `.github/testlock.yml checks.${kind}`
      };
    }
  }
  return explicit;
}
function offAgain(check2, index, all, config) {
  return config.checks[check2.kind] === "off" && all.findIndex((c3) => c3.kind === check2.kind) < index;
}
function switchedOff(check2, config) {
  if (config.checks[check2.kind] !== "off") return check2;
  return {
    ...check2,
    command: "",
    args: [],
    script: "",
    skipped: "not-configured",
    source: `.github/testlock.yml checks.${check2.kind}`
  };
}

// src/core/locked/rust-test-module-files.ts
import { posix as posix2 } from "node:path";
var ATTRIBUTE = /#\s*(!?)\s*\[/y;
var MOD_ITEM = /(?:^|[\s;{}])(?:pub(?:\s*\([^)]*\))?\s+)?mod\s+(?:r#)?([A-Za-z_]\w*)\s*$/;
function modDeclarations(text2) {
  const { masked, unterminated } = scanRustNonCode(text2);
  if (unterminated) return null;
  const stack = [{ mod: null, test: false }];
  const declarations2 = [];
  let wholeFile = false;
  let segment = 0;
  let attrs = [];
  for (let i2 = 0; i2 < masked.length; i2++) {
    const c3 = masked[i2];
    const top = stack[stack.length - 1];
    if (c3 === "#") {
      ATTRIBUTE.lastIndex = i2;
      const m = ATTRIBUTE.exec(masked);
      const close = m ? bracketEnd(masked, i2 + m[0].length - 1) : -1;
      if (m === null || close === -1) continue;
      const inner = text2.slice(i2 + m[0].length, close);
      if (m[1] === "!") wholeFile ||= stack.length === 1 && isCfgTest(inner);
      else attrs.push(inner);
      i2 = close;
      segment = close + 1;
      continue;
    }
    if (c3 !== "{" && c3 !== "}" && c3 !== ";") continue;
    const name = c3 === "}" ? null : MOD_ITEM.exec(masked.slice(segment, i2))?.[1] ?? null;
    const test = top.test || attrs.some(isCfgTest);
    if (c3 === "{") stack.push({ mod: name, test });
    else if (c3 === "}") {
      if (stack.length === 1) return null;
      stack.pop();
    } else if (name !== null) {
      const inline = stack.flatMap((frame) => frame.mod === null ? [] : [frame.mod]);
      declarations2.push({ inline, name, test, path: attrs.map(pathValue).find(Boolean) ?? null });
    }
    attrs = [];
    segment = i2 + 1;
  }
  return stack.length === 1 ? { declarations: declarations2, wholeFile } : null;
}
function bracketEnd(masked, open) {
  let depth2 = 0;
  for (let j = open; j < masked.length; j++) {
    if (masked[j] === "[") depth2++;
    else if (masked[j] === "]" && --depth2 === 0) return j;
  }
  return -1;
}
function isCfgTest(attribute) {
  return /^\s*cfg\s*\(/.test(attribute) && isTestCondition(attribute);
}
function pathValue(attribute) {
  return /^\s*path\s*=\s*"([^"\\]*)"\s*$/.exec(attribute)?.[1] ?? null;
}
function ownsFolder(file) {
  const base = posix2.basename(file);
  return ["lib.rs", "main.rs", "mod.rs", "build.rs"].includes(base) || /(?:^|\/)(?:src\/bin|tests|examples|benches)\/[^/]+\.rs$/.test(file);
}
function declaredFiles(file, declaration) {
  const dir = posix2.dirname(file) === "." ? "" : posix2.dirname(file);
  const folder = ownsFolder(file) ? dir : posix2.join(dir, posix2.basename(file, ".rs"));
  const inside = posix2.join(folder, ...declaration.inline);
  const wanted = declaration.path !== null ? (
    // Outside inline modules a path is relative to the declaring file's own folder.
    [posix2.join(declaration.inline.length === 0 ? dir : inside, declaration.path)]
  ) : [
    posix2.join(inside, `${declaration.name}.rs`),
    posix2.join(inside, declaration.name, "mod.rs")
  ];
  return wanted.map((p) => posix2.normalize(p)).filter((p) => p !== ".." && !p.startsWith("../"));
}
function declaringCandidates(path6) {
  if (!path6.endsWith(".rs")) return [];
  const found = [];
  const parts = posix2.dirname(path6) === "." ? [] : posix2.dirname(path6).split("/");
  for (let n2 = parts.length; n2 >= 0; n2--) {
    const dir = parts.slice(0, n2).join("/");
    for (const name of ["lib.rs", "main.rs", "mod.rs"]) found.push(posix2.join(dir, name));
    if (dir !== "") found.push(`${dir}.rs`);
  }
  return found.filter((candidate) => candidate !== path6);
}
function testOnlyDeclarer(path6, texts) {
  const scans = /* @__PURE__ */ new Map();
  const scanOf = (file) => {
    if (!scans.has(file)) {
      const text2 = texts.get(file);
      scans.set(file, text2 === void 0 ? null : modDeclarations(text2));
    }
    return scans.get(file) ?? null;
  };
  const visiting = /* @__PURE__ */ new Set();
  const declarer = (target) => {
    if (visiting.has(target)) return null;
    visiting.add(target);
    try {
      for (const file of declaringCandidates(target)) {
        const scan2 = scanOf(file);
        if (scan2 === null) continue;
        for (const declaration of scan2.declarations) {
          if (!declaredFiles(file, declaration).includes(target)) continue;
          if (declaration.test || scan2.wholeFile || declarer(file) !== null) return file;
        }
      }
      return null;
    } finally {
      visiting.delete(target);
    }
  };
  return declarer(path6);
}

// src/core/locked/rust-test-items.ts
var OPEN = { "{": "}", "(": ")", "[": "]" };
var CLOSERS = /* @__PURE__ */ new Set(["}", ")", "]"]);
var TEST_FN_ATTR2 = /^(?:[A-Za-z_]\w*::)*(?:test|bench|rstest|test_case|quickcheck|wasm_bindgen_test)(?:\(.*\))?$/s;
var SEMICOLON_ITEMS = /^(?:pub(?:\s*\([^)]*\))?\s+)?(?:const|static|type|use|let)\b/;
var NAMED2 = /^(?:pub(?:\s*\([^)]*\))?\s+)?(?:(?:unsafe|async|const|extern|default|auto)\s+)*(mod|fn|struct|enum|union|trait|type|const|static|macro_rules!)\s*(?:r#)?([A-Za-z_]\w*)/;
function closing(masked, open) {
  const expected = [];
  for (let j = open; j < masked.length; j++) {
    const c3 = masked[j];
    if (Object.hasOwn(OPEN, c3)) expected.push(OPEN[c3]);
    else if (CLOSERS.has(c3)) {
      if (expected.pop() !== c3) return -1;
      if (expected.length === 0) return j;
    }
  }
  return -1;
}
function stripAttributes(masked) {
  let out = "";
  let i2 = 0;
  while (i2 < masked.length) {
    const attr = /#\s*!?\s*\[/y;
    attr.lastIndex = i2;
    const m = attr.exec(masked);
    const close = m ? closing(masked, i2 + m[0].length - 1) : -1;
    if (m && close !== -1) {
      out += " ";
      i2 = close + 1;
    } else out += masked[i2++];
  }
  return out;
}
function keyOf(header) {
  const text2 = stripAttributes(header).replace(/\s+/g, " ").trim();
  const named3 = NAMED2.exec(text2);
  return named3 ? `${named3[1]} ${named3[2]}` : text2;
}
function isTestAttribute(content, inner) {
  const cfg = /^\s*cfg\s*\(([\s\S]*)\)\s*$/.exec(content);
  if (cfg) return isTestCondition(cfg[1]);
  return !inner && TEST_FN_ATTR2.test(content.replace(/\s+/g, ""));
}
function itemEnd2(masked, from) {
  let nesting = 0;
  for (let j = from; j < masked.length; j++) {
    const c3 = masked[j];
    if (c3 === "(" || c3 === "[") nesting++;
    else if (c3 === ")" || c3 === "]" || c3 === "}") {
      if (nesting === 0) return "not-an-item";
      nesting--;
    } else if (nesting === 0 && c3 === ",") return "not-an-item";
    else if (nesting === 0 && c3 === ";") return { end: j + 1, header: masked.slice(from, j) };
    else if (nesting === 0 && c3 === "{") {
      const close = closing(masked, j);
      if (close === -1) return "unbalanced";
      const header = masked.slice(from, j);
      if (!SEMICOLON_ITEMS.test(stripAttributes(header).trim())) return { end: close + 1, header };
      j = close;
    }
  }
  return "unbalanced";
}
function attributesStart(masked, segmentStart, attrAt) {
  let first = null;
  let i2 = segmentStart;
  while (i2 < attrAt) {
    if (/\s/.test(masked[i2])) {
      i2++;
      continue;
    }
    const attr = /#\s*(!?)\s*\[/y;
    attr.lastIndex = i2;
    const m = attr.exec(masked);
    const close = m ? closing(masked, i2 + m[0].length - 1) : -1;
    if (!m || close === -1 || close >= attrAt) return attrAt;
    if (m[1] === "!") first = null;
    else first ??= i2;
    i2 = close + 1;
  }
  return first ?? attrAt;
}
function nth2(frame, key2) {
  const n2 = frame.counts.get(key2) ?? 0;
  frame.counts.set(key2, n2 + 1);
  return `${key2}#${n2}`;
}
var fail2 = (reason) => ({ ok: false, reason });
function scanRustTestItems(text2) {
  const { masked, unterminated } = scanRustNonCode(text2);
  if (unterminated) return fail2("a string, raw string or block comment never ends");
  const root = { open: "", path: "", segmentStart: 0, counts: /* @__PURE__ */ new Map() };
  const stack = [root];
  const scan2 = { wholeFile: false, items: [], others: [], closes: /* @__PURE__ */ new Map() };
  let i2 = 0;
  while (i2 < masked.length) {
    const c3 = masked[i2];
    const top = stack[stack.length - 1];
    if (c3 === "#") {
      const attr = /#\s*(!?)\s*\[/y;
      attr.lastIndex = i2;
      const m = attr.exec(masked);
      if (m) {
        const open = i2 + m[0].length - 1;
        const close = closing(masked, open);
        if (close === -1) return fail2(`an attribute's brackets do not close (offset ${i2})`);
        const inner = m[1] === "!";
        if (!isTestAttribute(masked.slice(open + 1, close), inner)) {
          i2 = close + 1;
          continue;
        }
        if (inner) {
          if (top !== root) return fail2("an inner #![cfg(test)] sits inside an item");
          scan2.wholeFile = true;
          i2 = close + 1;
          continue;
        }
        const found = top.open === "{" || top === root ? itemEnd2(masked, close + 1) : "not-an-item";
        if (found === "unbalanced") return fail2("the braces after a test attribute do not close");
        if (found === "not-an-item") {
          const end = notItemEnd(masked, close + 1);
          scan2.others.push(text2.slice(i2, end).replace(/\s+/g, " ").trim());
          i2 = end;
          continue;
        }
        const start = attributesStart(masked, top.segmentStart, i2);
        const identity3 = `${top.path}/${nth2(top, `test ${keyOf(found.header)}`)}`;
        scan2.items.push({ container: top.path, identity: identity3, start, end: found.end });
        i2 = found.end;
        top.segmentStart = i2;
        continue;
      }
    }
    if (Object.hasOwn(OPEN, c3)) {
      const path6 = c3 === "{" ? `${top.path}/${nth2(top, keyOf(masked.slice(top.segmentStart, i2)))}` : top.path;
      stack.push({ open: c3, path: path6, segmentStart: i2 + 1, counts: /* @__PURE__ */ new Map() });
    } else if (CLOSERS.has(c3)) {
      const frame = stack.pop();
      if (frame === void 0 || frame === root || OPEN[frame.open] !== c3) {
        return fail2(`unbalanced '${c3}' at line ${lineAt2(text2, i2)}`);
      }
      if (frame.open === "{") scan2.closes.set(frame.path, i2);
      const parent = stack[stack.length - 1];
      if (c3 === "}") parent.segmentStart = i2 + 1;
    } else if (c3 === ";" && (top.open === "{" || top === root)) top.segmentStart = i2 + 1;
    i2++;
  }
  if (stack.length !== 1) return fail2("a brace, bracket or parenthesis never closes");
  scan2.closes.set("", text2.length);
  return { ok: true, ...scan2 };
}
function notItemEnd(masked, from) {
  let nesting = 0;
  for (let j = from; j < masked.length; j++) {
    const c3 = masked[j];
    if (Object.hasOwn(OPEN, c3)) nesting++;
    else if (CLOSERS.has(c3)) {
      if (nesting === 0) return j;
      nesting--;
    } else if (nesting === 0 && (c3 === "," || c3 === ";")) return j;
  }
  return masked.length;
}
function lineAt2(text2, offset) {
  let line = 1;
  for (let j = 0; j < offset; j++) if (text2[j] === "\n") line++;
  return line;
}

// src/core/locked/splice-rust-tests.ts
function sameItems(a2, b) {
  const x = [...a2].sort();
  const y = [...b].sort();
  return x.length === y.length && x.every((item2, i2) => item2 === y[i2]);
}
function where(container) {
  if (container === "") return "the top level";
  return container.slice(1).split("/").map((part) => part.replace(/#\d+$/, "")).join(" > ");
}
function removalEnd(text2, item2) {
  const lineStart = item2.start === 0 || text2[item2.start - 1] === "\n";
  const newline = /\r?\n/y;
  newline.lastIndex = item2.end;
  return lineStart && newline.test(text2) ? newline.lastIndex : item2.end;
}
function itemName(item2) {
  return item2.identity.slice(item2.container.length + 1).replace(/^test /, "").replace(/#\d+$/, "");
}
function spliceRustTests(baseText, headText) {
  const base = scanRustTestItems(baseText);
  if (!base.ok) return { ok: false, reason: `the base version cannot be read: ${base.reason}` };
  const head = scanRustTestItems(headText);
  if (!head.ok) return { ok: false, reason: `the PR's version cannot be read: ${head.reason}` };
  if (base.wholeFile) return { ok: true, text: baseText, changed: baseText !== headText };
  if (head.wholeFile) {
    return { ok: false, reason: "the PR makes the whole file test code (#![cfg(test)])" };
  }
  if (!sameItems(base.others, head.others)) {
    return {
      ok: false,
      reason: "a test attribute on a field, variant or expression changed (only items are spliced)"
    };
  }
  const baseById = new Map(base.items.map((item2) => [item2.identity, item2]));
  const headIds = new Set(head.items.map((item2) => item2.identity));
  const slice = (item2) => baseText.slice(item2.start, item2.end);
  const edits = head.items.map((item2, order) => {
    const from = baseById.get(item2.identity);
    if (from) return { start: item2.start, end: item2.end, text: slice(from), order };
    return { start: item2.start, end: removalEnd(headText, item2), text: "", order };
  });
  for (const [order, item2] of base.items.entries()) {
    if (headIds.has(item2.identity)) continue;
    const at = head.closes.get(item2.container);
    if (at === void 0) {
      return {
        ok: false,
        reason: `base test item '${itemName(item2)}' in ${where(item2.container)} has no place in the PR's version (its enclosing item is gone or changed)`
      };
    }
    const lead = at > 0 && headText[at - 1] !== "\n" ? "\n" : "";
    edits.push({
      start: at,
      end: at,
      text: `${lead}${slice(item2)}
`,
      order: head.items.length + order
    });
  }
  edits.sort((a2, b) => b.start - a2.start || b.order - a2.order);
  let text2 = headText;
  for (const edit of edits) text2 = text2.slice(0, edit.start) + edit.text + text2.slice(edit.end);
  const check2 = scanRustTestItems(text2);
  const wanted = base.items.map(slice);
  if (!check2.ok || !sameItems(
    check2.items.map((i2) => text2.slice(i2.start, i2.end)),
    wanted
  )) {
    return { ok: false, reason: "the spliced file does not read back with the base test items" };
  }
  return { ok: true, text: text2, changed: text2 !== headText };
}

// src/pipeline/stages/rust-splices.ts
async function planRustSplices(repo, mergeBase2, head, changes) {
  const planned = { splice: [], unspliced: [], restore: [], anomalies: [] };
  const targets3 = rustSpliceTargets(changes);
  const baseWanted = targets3.flatMap((target) => [
    ...target.basePath === null ? [] : [target.basePath],
    ...target.basePath === target.path ? declaringCandidates(target.path) : []
  ]);
  const [baseTexts, headTexts] = await Promise.all([
    readFiles(repo, mergeBase2, baseWanted),
    readFiles(
      repo,
      head,
      targets3.map((target) => target.path)
    )
  ]);
  const results = targets3.map((target) => {
    if (target.basePath === target.path) {
      const parent = testOnlyDeclarer(target.path, baseTexts);
      if (parent !== null) return { parent };
    }
    const baseText = target.basePath === null ? "" : baseTexts.get(target.basePath);
    const headText = headTexts.get(target.path);
    if (headText === void 0) return null;
    return { splice: spliceRustTests(baseText ?? "", headText) };
  });
  targets3.forEach((target, i2) => {
    const result = results[i2];
    if (!result) return;
    if ("parent" in result) {
      planned.restore.push(target.path);
      planned.anomalies.push({
        kind: "inline-test-modified",
        severity: "critical",
        path: target.path,
        line: null,
        detail: `file of a test-only module (declared in ${result.parent}) changed (restored from base)`
      });
    } else if (!result.splice.ok) {
      planned.unspliced.push({ path: target.path, reason: result.splice.reason });
    } else if (result.splice.changed) planned.splice.push(target);
  });
  return planned;
}

// src/pipeline/stages/plan.ts
async function buildPlan(options) {
  if (existsSync(join4(options.repo, ".github"))) prefetchParser("yaml");
  const wantsBranch = options.branchId === void 0;
  const quick = await refsAtOnce(options.repo, options.base, options.head, wantsBranch);
  const root = quick?.root ?? await repoRoot(options.repo);
  const given = projectDirectory(root, options.workingDirectory);
  const range = await resolveRange(root, options.base, options.head, quick ?? void 0);
  options.clock?.lap("resolve refs");
  options.hooks?.resolved?.({
    root,
    baseSha: range.mergeBase,
    headSha: range.head,
    workingDirectory: given
  });
  const entries = diffEntries(root, range.mergeBase, range.head);
  entries.catch(() => void 0);
  deriveHeadListing(root, range.mergeBase, range.head, entries);
  const branch = options.branchId ?? quick?.branch ?? branchName(root, options.head);
  Promise.resolve(branch).catch(() => void 0);
  await loadParsersForTrees(root, [range.mergeBase, range.head], options.config !== null);
  options.clock?.lap("parsers");
  const config = await loadConfig(root, range.mergeBase, options.config);
  options.clock?.lap("config");
  const workingDirectory = given || config.workingDirectory;
  const rules = createClassifier(config);
  let nameTests = () => void 0;
  const globs = new Promise((resolve3) => {
    nameTests = resolve3;
  });
  const namedTests = namedTestJudge({ root, commit: range.mergeBase, globs, classify: rules });
  const support = testSupportHarness({
    root,
    mergeBase: range.mergeBase,
    entries,
    classify: rules,
    namedTests
  });
  support.catch(() => void 0);
  const data = testDataHarness({
    root,
    mergeBase: range.mergeBase,
    entries,
    classify: rules,
    namedTests
  });
  data.catch(() => void 0);
  const discovered = await discover({
    root,
    commit: range.mergeBase,
    workingDirectory,
    config,
    commands: options.commands,
    env: options.env,
    head: range.head,
    entries
  });
  const found = {
    root,
    baseSha: range.mergeBase,
    headSha: range.head,
    checks: discovered.checks,
    config
  };
  options.hooks?.discovered?.(found);
  const walked = await followExecuted({
    root,
    mergeBase: range.mergeBase,
    head: range.head,
    checks: discovered.checks,
    classify: rules,
    env: options.env
  });
  const { followed, derived: executed } = walked;
  nameTests(walked.namedTests);
  const addedNamed = namedTestJudge({ root, commit: range.head, globs, classify: rules });
  const [atBase2, added2] = await Promise.all([
    commandTests(namedTests, entries),
    addedCommandTests(addedNamed, entries)
  ]);
  const named3 = new Map([...atBase2, ...added2]);
  const derived = new Map([...await data, ...await support, ...executed]);
  const classify = createClassifier(config, derived, named3);
  options.clock?.lap("discovery");
  const doctestModules = await runsDoctestModules(root, range.mergeBase, discovered.checks);
  const [collected, branchId] = await Promise.all([
    collectChanges({
      repo: root,
      mergeBase: range.mergeBase,
      head: range.head,
      classify,
      heuristics: config.sourceHeuristics,
      clock: options.clock,
      entries,
      doctestModules
    }),
    branch
  ]);
  const rust2 = await planRustSplices(root, range.mergeBase, range.head, collected.changes);
  const actions = planLockedTree(collected.changes, rust2);
  options.clock?.lap("locked plan");
  return {
    root,
    workingDirectory,
    config,
    actions,
    classify,
    plan: {
      branchId,
      baseSha: range.mergeBase,
      headSha: range.head,
      baseRef: options.base,
      changes: collected.changes,
      anomalies: [...collected.anomalies, ...rust2.anomalies],
      locked: actions.plan,
      checks: discovered.checks,
      followed,
      warnings: discovered.warnings
    }
  };
}
function projectDirectory(root, dir) {
  if (dir === "") return "";
  const inside = isAbsolute5(dir) ? relative4(root, dir) : dir;
  const normal = isAbsolute5(inside) ? null : normalizeDir(inside.split(sep4).join("/"));
  if (normal === null) {
    throw new UsageError(
      `working directory '${dir}' must be a relative path inside the repository ${root}`
    );
  }
  return normal;
}

// src/core/render/findings.ts
var RANK3 = { critical: 0, warning: 1, info: 2 };
function findingsOf(anomalies) {
  const byKey = /* @__PURE__ */ new Map();
  for (const anomaly5 of anomalies) {
    const key2 = JSON.stringify([anomaly5.path, anomaly5.line, anomaly5.detail]);
    const seen = byKey.get(key2);
    if (seen === void 0) {
      byKey.set(key2, { ...anomaly5, kinds: [anomaly5.kind] });
      continue;
    }
    if (!seen.kinds.includes(anomaly5.kind)) seen.kinds.push(anomaly5.kind);
    if (RANK3[anomaly5.severity] < RANK3[seen.severity]) seen.severity = anomaly5.severity;
  }
  return [...byKey.values()].sort((a2, b) => RANK3[a2.severity] - RANK3[b.severity]);
}
function beforeAfter(detail) {
  const colon = detail.indexOf(": ");
  if (colon < 0) return null;
  const rest = detail.slice(colon + 2);
  const parts = rest.split(" -> ");
  if (parts.length !== 2) return null;
  return { label: detail.slice(0, colon), before: parts[0] ?? "", after: parts[1] ?? "" };
}

// src/core/model/anomaly.ts
var ANOMALY_KINDS = [
  "test-added",
  "test-modified",
  "test-deleted",
  "test-renamed",
  "harness-modified",
  "inline-test-modified",
  "skip-marker-added",
  "assertion-removed",
  "report-disagrees",
  "coverage-unmeasured",
  // The base test inventory: base tests that did not run or newly skip.
  "test-missing",
  "test-newly-skipped",
  // Integrity of the run and of the judge.
  "locked-file-changed",
  "stray-process",
  "unclassified-change",
  "judge-modified",
  // Source-side gaming heuristics (warning by default, configurable).
  "source-test-sniffing",
  "source-special-case",
  "source-always-equal",
  "source-early-exit",
  "source-monkeypatch",
  "source-swallowed-exception",
  "suppression-added"
];

// src/core/text/truncate-utf8.ts
var encoder = new TextEncoder();
function utf8Length(text2) {
  return encoder.encode(text2).length;
}
function truncateUtf8(text2, maxBytes) {
  if (maxBytes <= 0) return "";
  if (text2.length * 3 <= maxBytes) return text2;
  const bytes = encoder.encode(text2);
  if (bytes.length <= maxBytes) return text2;
  let end = maxBytes;
  while (end > 0 && ((bytes[end] ?? 0) & 192) === 128) end -= 1;
  return new TextDecoder().decode(bytes.subarray(0, end));
}
function tailUtf8(text2, maxBytes) {
  if (maxBytes <= 0) return "";
  const bytes = encoder.encode(text2);
  if (bytes.length <= maxBytes) return text2;
  let start = bytes.length - maxBytes;
  while (start < bytes.length && ((bytes[start] ?? 0) & 192) === 128) start += 1;
  return new TextDecoder().decode(bytes.subarray(start));
}
function truncateWithNote(text2, maxBytes, note) {
  if (utf8Length(text2) <= maxBytes) return text2;
  return truncateUtf8(text2, maxBytes - utf8Length(note)) + note;
}

// src/core/report-schema.ts
var REPORT_MAX_BYTES = 5 * 1024 * 1024;
var SEVERITIES = ["critical", "warning", "info"];
var VERDICTS = ["PASS", "FAIL", "PARTIAL"];
var UNVERIFIED = [
  "no-tests",
  "tool-not-installed",
  "results-unreadable"
];
var CHECK_KINDS = ["test", "typecheck", "lint"];
var SKIPS = ["tool-not-installed", "not-configured", "unresolvable"];
var LIMITS = { short: 1e3, path: 4096, text: 65536, tail: 32768, list: 1e4, checks: 100 };
var SchemaError = class extends Error {
};
function fail3(at, expected) {
  throw new SchemaError(`${at}: expected ${expected}`);
}
function object(value, at) {
  if (typeof value !== "object" || value === null || Array.isArray(value)) fail3(at, "an object");
  return value;
}
function str2(value, at, max) {
  if (typeof value !== "string") fail3(at, "a string");
  if (value.length > max) fail3(at, `at most ${max} characters (got ${value.length})`);
  return value;
}
function nullable(value, read) {
  return value === null ? null : read(value);
}
function bool(value, at) {
  if (typeof value !== "boolean") fail3(at, "true or false");
  return value;
}
function count2(value, at) {
  if (!Number.isSafeInteger(value) || value < 0) fail3(at, "a non-negative integer");
  return value;
}
function integer(value, at) {
  if (!Number.isSafeInteger(value)) fail3(at, "an integer");
  return value;
}
function oneOf(value, at, allowed) {
  const found = allowed.find((option) => option === value);
  if (found === void 0) fail3(at, `one of ${allowed.join(", ")}`);
  return found;
}
function list(value, at, max) {
  if (!Array.isArray(value)) fail3(at, "an array");
  if (value.length > max) fail3(at, `at most ${max} entries (got ${value.length})`);
  return value;
}
function sha(value, at) {
  if (typeof value !== "string" || !/^[0-9a-f]{40}$/.test(value)) fail3(at, "40 lowercase hex");
  return value;
}
function anomaly4(value, at) {
  const a2 = object(value, at);
  return {
    kind: oneOf(a2.kind, `${at}.kind`, ANOMALY_KINDS),
    severity: oneOf(a2.severity, `${at}.severity`, SEVERITIES),
    path: str2(a2.path, `${at}.path`, LIMITS.path),
    line: nullable(a2.line, (v) => count2(v, `${at}.line`)),
    detail: str2(a2.detail, `${at}.detail`, LIMITS.short * 4)
  };
}
function env(value, at) {
  if (value === void 0) return {};
  const entries = Object.entries(object(value, at));
  list(entries, at, 200);
  return Object.fromEntries(entries.map(([k, v]) => [k, str2(v, `${at}.${k}`, LIMITS.short)]));
}
function check(value, at) {
  const c3 = object(value, at);
  const args = list(c3.args, `${at}.args`, LIMITS.short);
  return {
    name: str2(c3.name, `${at}.name`, LIMITS.short),
    kind: oneOf(c3.kind, `${at}.kind`, CHECK_KINDS),
    command: str2(c3.command, `${at}.command`, LIMITS.path),
    args: args.map((arg, i2) => str2(arg, `${at}.args[${i2}]`, LIMITS.path)),
    script: str2(c3.script, `${at}.script`, LIMITS.path),
    cwd: c3.cwd === void 0 ? "" : str2(c3.cwd, `${at}.cwd`, LIMITS.path),
    env: env(c3.env, `${at}.env`),
    source: str2(c3.source, `${at}.source`, LIMITS.short),
    skipped: nullable(c3.skipped, (v) => oneOf(v, `${at}.skipped`, SKIPS)),
    ok: bool(c3.ok, `${at}.ok`),
    exitCode: nullable(c3.exitCode, (v) => integer(v, `${at}.exitCode`)),
    signal: nullable(c3.signal, (v) => str2(v, `${at}.signal`, 32)),
    durationMs: count2(c3.durationMs, `${at}.durationMs`),
    timedOut: bool(c3.timedOut, `${at}.timedOut`),
    stdout: str2(c3.stdout, `${at}.stdout`, LIMITS.tail),
    stderr: str2(c3.stderr, `${at}.stderr`, LIMITS.tail),
    summary: str2(c3.summary, `${at}.summary`, LIMITS.short),
    // Optional on read: reports written before the field existed still load.
    ...streamBytes(c3, "stdoutBytes", at),
    ...streamBytes(c3, "stderrBytes", at)
  };
}
function streamBytes(c3, field, at) {
  return c3[field] === void 0 ? {} : { [field]: count2(c3[field], `${at}.${field}`) };
}
function coverage2(value) {
  if (value === null) return null;
  if (typeof value !== "number" || !(value >= 0 && value <= 100)) {
    fail3("coverage", "null or a number from 0 to 100");
  }
  return value;
}
function schema(value) {
  const r = object(value, "report");
  if (r.schema_version !== 1) fail3("schema_version", "1");
  return {
    schema_version: 1,
    branch_id: str2(r.branch_id, "branch_id", LIMITS.short),
    base_sha: sha(r.base_sha, "base_sha"),
    head_sha: sha(r.head_sha, "head_sha"),
    verdict: oneOf(r.verdict, "verdict", VERDICTS),
    unverified_reason: nullable(
      r.unverified_reason,
      (v) => oneOf(v, "unverified_reason", UNVERIFIED)
    ),
    verified: bool(r.verified, "verified"),
    has_tests: bool(r.has_tests, "has_tests"),
    coverage: coverage2(r.coverage),
    tests_run: count2(r.tests_run, "tests_run"),
    tests_passed: count2(r.tests_passed, "tests_passed"),
    tests_failed: count2(r.tests_failed, "tests_failed"),
    tests_skipped: count2(r.tests_skipped, "tests_skipped"),
    type_check_clean: nullable(r.type_check_clean, (v) => bool(v, "type_check_clean")),
    lint_clean: nullable(r.lint_clean, (v) => bool(v, "lint_clean")),
    confidence_qualifier: str2(r.confidence_qualifier, "confidence_qualifier", LIMITS.short),
    failure_detail: nullable(r.failure_detail, (v) => str2(v, "failure_detail", LIMITS.text)),
    test_gaming: bool(r.test_gaming, "test_gaming"),
    anomalies: list(r.anomalies, "anomalies", LIMITS.list).map(
      (a2, i2) => anomaly4(a2, `anomalies[${i2}]`)
    ),
    checks: list(r.checks, "checks", LIMITS.checks).map((c3, i2) => check(c3, `checks[${i2}]`)),
    summary: str2(r.summary, "summary", LIMITS.short * 4)
  };
}
function inconsistency(report) {
  const critical = report.anomalies.some((a2) => a2.severity === "critical");
  if (report.test_gaming !== critical) return "test_gaming disagrees with the anomalies";
  if (report.verdict === "PASS" && !report.verified) return "verdict PASS but verified is false";
  if (report.verdict === "PARTIAL" !== (report.unverified_reason !== null)) {
    return "unverified_reason must be set exactly when the verdict is PARTIAL";
  }
  if (report.verdict === "PARTIAL" && report.verified) return "verdict PARTIAL but verified";
  if (report.verified && !report.has_tests) return "verified without tests";
  if (report.tests_passed + report.tests_failed + report.tests_skipped > report.tests_run) {
    return "the passed, failed and skipped counts exceed tests_run";
  }
  const failedCheck = report.checks.some((c3) => c3.skipped === null && !c3.ok);
  if (failedCheck && report.verdict !== "FAIL") return "a check failed but the verdict is not FAIL";
  if (report.tests_failed > 0 && report.verdict !== "FAIL") {
    return `${report.tests_failed} tests failed but the verdict is ${report.verdict}`;
  }
  return null;
}
function parseReport(text2) {
  const size = utf8Length(text2);
  if (size > REPORT_MAX_BYTES) {
    return { ok: false, reason: `report is ${size} bytes, over the ${REPORT_MAX_BYTES} limit` };
  }
  let value;
  try {
    value = JSON.parse(text2);
  } catch {
    return { ok: false, reason: "report is not valid JSON" };
  }
  try {
    const report = schema(value);
    const why = inconsistency(report);
    return why === null ? { ok: true, report } : { ok: false, reason: `inconsistent report: ${why}` };
  } catch (error) {
    if (error instanceof SchemaError) return { ok: false, reason: error.message };
    throw error;
  }
}

// src/pipeline/read/report-file.ts
import { lstat, readFile as readFile2 } from "node:fs/promises";
import { join as join5 } from "node:path";
var REPORT_FILE = "testlock-report.json";
async function readReportFile(file) {
  const stats = await lstat(file).catch(() => null);
  if (stats === null) return { kind: "missing" };
  if (!stats.isFile()) return { kind: "rejected", reason: `${file} is not a regular file` };
  if (stats.size > REPORT_MAX_BYTES) {
    return {
      kind: "rejected",
      reason: `report is ${stats.size} bytes, over the ${REPORT_MAX_BYTES} limit`
    };
  }
  return { kind: "text", text: await readFile2(file, "utf8") };
}
async function loadUploadedReport(path6) {
  const stats = await lstat(path6).catch(() => null);
  const read = await readReportFile(stats?.isDirectory() ? join5(path6, REPORT_FILE) : path6);
  if (read.kind === "missing") return { ok: false, reason: `no report at ${path6}` };
  if (read.kind === "rejected") return { ok: false, reason: read.reason };
  return parseReport(read.text);
}

// src/core/verdict/gate.ts
function anomaliesFailGate(anomalies, policy, allowTestChanges) {
  if (policy !== "fail" || allowTestChanges) return false;
  return anomalies.some((anomaly5) => anomaly5.severity === "critical");
}
function conclusionFor(verdict2, unverifiedConclusion) {
  if (verdict2 === "PASS") return "success";
  if (verdict2 === "FAIL") return "failure";
  return unverifiedConclusion;
}

// src/core/verdict/assertion-core.ts
var NODE_ERROR_PREFIX = /^AssertionError(?: \[ERR_ASSERTION\])?: /;
var NOT_A_COMPARISON = /^(?:at |\{|\}|[+-] (?:actual|expected)\b|\.\.\.|[a-zA-Z_]+: )/;
function valueAfter(lines, key2) {
  for (const line of lines) {
    const match = key2.exec(line);
    if (match?.[1] !== void 0 && match[1].trim() !== "")
      return match[1].trim().replace(/,$/, "");
  }
  return null;
}
function nodeComparison(header, lines) {
  const at = lines.findIndex((line) => line.endsWith(header));
  if (at >= 0) {
    const next = lines.slice(at + 1).find((line) => line !== "");
    if (next !== void 0 && !NOT_A_COMPARISON.test(next)) return next;
  }
  const actual = valueAfter(lines, /^actual: (.+)$/);
  const expected = valueAfter(lines, /^expected: (.+)$/);
  if (actual !== null && expected !== null) return `actual ${actual}, expected ${expected}`;
  return null;
}
function assertionCore(message, detail) {
  const lines = detail.split("\n").map((line) => line.trim());
  const header = message.replace(NODE_ERROR_PREFIX, "");
  if (header.endsWith(":")) return nodeComparison(header, lines) ?? message;
  if (/^expect\(/.test(message)) {
    const expected = valueAfter(lines, /^Expected(?: value)?: (.+)$/);
    const received = valueAfter(lines, /^Received(?: value)?: (.+)$/);
    if (expected !== null && received !== null) return `expected ${expected}, received ${received}`;
  }
  if (/^assertion .* failed/.test(message)) {
    const left = valueAfter(lines, /^left: (.+)$/);
    const right = valueAfter(lines, /^right: (.+)$/);
    if (left !== null && right !== null) return `${message} (left: ${left}, right: ${right})`;
  }
  return message;
}

export {
  tryGit,
  execGit,
  isObjectId,
  listFiles,
  listTree,
  readFiles,
  readFile,
  diffText,
  escapeRegExp,
  RefError,
  refsAtOnce,
  isShallow,
  CHECKOUT_HINT,
  firstLine,
  resolveRange,
  utf8Length,
  truncateUtf8,
  tailUtf8,
  truncateWithNote,
  escapeControlChars,
  checkFailed,
  cleanState,
  testCounts,
  hasTests,
  unreadableTests,
  ranNoTests,
  markNothingToTest,
  testsNotRun,
  isUnrunTest,
  coverageTotals,
  coverageHint,
  findingsOf,
  beforeAfter,
  UsageError,
  mayUsePersistedTarget,
  ownsTargetFolder,
  parseToml,
  xmlModule,
  errorMessage,
  firstLine2,
  COMPILED_RULE,
  TEST_DATA_RULE,
  createClassifier,
  parseJsonObject,
  manifestKind,
  mergeManifest,
  lockAddedManifest,
  spliceRustTests,
  mapLimit,
  prefetchParser,
  loadParsers,
  normalizeDir,
  joinDir,
  inDir,
  dirOf,
  baseName,
  isWithin,
  definesTests,
  isCheckCommand,
  toolWords,
  runnerOf,
  simpleWords,
  packageScriptName,
  invocationOf,
  commandSegments,
  skipOptions,
  commandWords,
  toolName,
  leadingWords,
  COVERAGE_SETTINGS,
  isRecord,
  readChangeSides,
  mayHoldInSourceTests,
  normalizePythonName,
  isPythonToolchain,
  goSumRecords,
  goRequires,
  isPythonDependencyFile,
  pythonPackagesChanged,
  isDeclaringManifest,
  declaredPackages,
  formatDuration,
  TAIL_MAX_CHARS,
  TailBuffer,
  killAllRunning,
  runCheck,
  probeGoModCache,
  createToolLookup,
  COVERAGE_VALUE_OPTIONS,
  parseWorkflow,
  ACTION_SOURCE_PREFIX,
  projectDirectories,
  buildPlan,
  REPORT_MAX_BYTES,
  parseReport,
  REPORT_FILE,
  readReportFile,
  loadUploadedReport,
  assertionCore,
  anomaliesFailGate,
  conclusionFor
};
