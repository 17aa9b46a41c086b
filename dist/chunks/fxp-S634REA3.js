import { createRequire as __testlockCreateRequire } from 'node:module'; const require = __testlockCreateRequire(import.meta.url);
import {
  XMLParser,
  XMLValidator,
  json2xml_default
} from "./chunk-KFDNPDNH.js";
import "./chunk-ALXL3QMZ.js";
export {
  json2xml_default as XMLBuilder,
  XMLParser,
  XMLValidator
};
