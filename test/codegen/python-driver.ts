/**
 * What the Python module tests' driver scripts share: Debian's interpreter, and the script's
 * start that reads the job (JSON, Int64 values as {"$int": "digits"}) and loads the module.
 */

/** Debian's interpreter, where python3-azure (azure-data-tables) is installed. */
export const PYTHON = '/usr/bin/python3';

/** A driver's start: `job` from argv[1], the module `mod` from argv[2]; `imports` come first. */
export const driverStart = (imports = '') => `import importlib.util
import json
import sys
${imports}

def big(d):
    """Int64 values travel as {"$int": "digits"} (JSON numbers lose them in JavaScript)."""
    return int(d["$int"]) if set(d) == {"$int"} else d


with open(sys.argv[1], encoding="utf-8") as f:
    job = json.load(f, object_hook=big)
spec = importlib.util.spec_from_file_location("design_module", sys.argv[2])
mod = importlib.util.module_from_spec(spec)
spec.loader.exec_module(mod)
`;

/** JSON with Int64 values (bigint) as {"$int": "digits"}, which the driver reads back. */
export const toJson = (value: unknown) =>
  JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? { $int: String(v) } : v));
