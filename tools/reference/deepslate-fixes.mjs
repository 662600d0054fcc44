// Run-time fixes of deepslate 0.26.2 that every reference script here needs to read 26.2's router.
//
// deepslate 0.26.2's interval_select has two bugs: its constructor cuts the function list to the length of the
// threshold list (dropping the last function, which the game picks at and above the last threshold), and its
// mapChildren passes visitor.apply unbound (a crash when RandomState wires the router). The game (26.2's
// DensityFunctions.IntervalSelect): the first function whose threshold the input is below, else the last.
import { DensityFunction } from 'deepslate'

let installed = false

export function installIntervalSelectFixes() {
	if (installed) return
	installed = true
	const IntervalSelect = DensityFunction.IntervalSelect
	const make = (input, thresholds, functions) =>
		Object.assign(new IntervalSelect(input, thresholds, functions), { thresholds, functions })
	IntervalSelect.prototype.mapChildren = function (visitor) {
		return make(visitor.apply(this.input), this.thresholds, this.functions.map(f => visitor.apply(f)))
	}
	const fromJson = DensityFunction.fromJson
	const patched = (obj, inputParser = patched) => {
		if (obj !== null && typeof obj === 'object' && String(obj.type).replace(/^minecraft:/, '') === 'interval_select') {
			return make(inputParser(obj.input), obj.thresholds.map(Number), obj.functions.map(f => inputParser(f)))
		}
		return fromJson(obj, inputParser)
	}
	DensityFunction.fromJson = patched
}
