import { describe, expect, it } from 'vitest';
import { swallowedException } from '../../../src/core/heuristics/swallowed-exception.js';
import type { Ecosystem } from '../../../src/core/model/changed-file.js';
import { view } from './view.js';

const ctx = { testLiterals: new Set<string>() };
type Row = [Ecosystem, string[], string[], number[]];

const rows: Row[] = [
  ['python', ['try:', '    f()', 'except:', '    pass'], [], [3]],
  ['python', ['except Exception:', '    return None'], [], [1]],
  ['python', ['except BaseException as e: pass'], [], [1]],
  ['python', ['except (ValueError, Exception):', '    return 0'], [], [1]],
  ['python', ['except Exception:', '    continue'], [], [1]],
  ['python', ['with contextlib.suppress(Exception):'], [], [1]],
  ['python', ['except Exception as e:', '    raise Wrapped() from e'], [], []],
  ['python', ['except Exception:', '    log.exception("x")'], [], []],
  ['python', ['except ValueError:', '    pass'], [], []],
  ['python', ['except (KeyError, IndexError):', '    return None'], [], []],
  ['python', ['except Exception:', '    pass'], ['except Exception as e:'], []],
  ['javascript', ['} catch {}'], [], [1]],
  ['javascript', ['} catch (e) {', '  // ignore', '}'], [], [1]],
  ['javascript', ['} catch (_e) {', '  return true;', '}'], [], [1]],
  ['javascript', ['p.catch(() => {});'], [], [1]],
  ['javascript', ['p.catch(() => undefined);'], [], [1]],
  ['javascript', ['} catch (e) {', '  return null;', '}'], [], []],
  ['javascript', ['} catch (e) {', '  throw e;', '}'], [], []],
  ['javascript', ['} catch {}'], ['} catch (e) {}'], []],
  ['java', ['} catch (Exception e) {}'], [], [1]],
  ['java', ['} catch (final Throwable t) {', '}'], [], [1]],
  ['java', ['} catch (IOException e) {}'], [], []],
  ['go', ['\tdefer func() { recover() }()'], [], [1]],
  ['go', ['\tdefer func() {', '\t\t_ = recover()', '\t}()'], [], [2]],
  ['go', ['\t\tif r := recover(); r != nil {', '\t\t\tpanic(r)'], [], []],
  ['go', ['\t\tif r := recover(); r != nil {', '\t\t\terr = fmt.Errorf("%v", r)'], [], []],
  ['rust', ['    let r = std::panic::catch_unwind(|| run());'], [], [1]],
  ['rust', ['    let r = run().unwrap_or_default();'], [], []],
];

describe('swallowedException', () => {
  it.each(rows)('%s %j (removed %j)', (eco, added, removed, lines) => {
    const found = swallowedException(view(eco, `src/x.${eco}`, added, removed), ctx);
    expect(found.map((f) => f.line)).toEqual(lines);
  });

  it('says what it found and quotes the line', () => {
    const found = swallowedException(view('python', 'm.py', ['    except:', '        pass']), ctx);
    expect(found).toEqual([
      {
        kind: 'source-swallowed-exception',
        line: 1,
        detail: 'broad exception handler added that swallows the error: except:',
      },
    ]);
  });
});
