// The rules that judge the content of the manifests a PR changes: Python install hooks and
// package.json export conditions and commands, CMake files command by command, on the texts
// collect-changes read once (change-texts.ts).
import { cmakeChangeAnomalies, isJudgedCMake } from '../../core/changes/cmake-changes.js';
import { binAnomalies } from '../../core/changes/package-bins.js';
import { conditionAnomalies } from '../../core/changes/package-conditions.js';
import {
  installHookAnomalies,
  isInstallManifest,
} from '../../core/changes/python-install-hooks.js';
import type { Anomaly } from '../../core/model/anomaly.js';
import type { ChangedFile } from '../../core/model/changed-file.js';
import type { ChangeTexts } from './change-texts.js';

/** A manifest these rules read: Python install manifests, package.json, CMake files; not deleted. */
export function isJudgedManifest(file: ChangedFile): boolean {
  const path = file.path;
  const manifest =
    isInstallManifest(path) || path === 'package.json' || path.endsWith('/package.json');
  return (manifest && file.status !== 'deleted') || isJudgedCMake(file);
}

/**
 * The changed files whose own rule here replaces the generic `harness-modified` of their first
 * changed line: a CMake file is judged command by command (cmake-changes.ts).
 */
export function judgedByOwnRule(changes: readonly ChangedFile[]): Set<string> {
  return new Set(changes.filter(isJudgedCMake).map((file) => file.path));
}

export function manifestRules(changes: readonly ChangedFile[], texts: ChangeTexts): Anomaly[] {
  return changes.filter(isJudgedManifest).flatMap((file) => {
    const text = texts.get(file.path);
    const baseText = text?.base ?? null;
    const headText = text?.head ?? null;
    return [
      ...installHookAnomalies(file, baseText, headText),
      ...conditionAnomalies(file, baseText, headText),
      ...binAnomalies(file, baseText, headText),
      ...cmakeChangeAnomalies(file, baseText, headText),
    ];
  });
}
