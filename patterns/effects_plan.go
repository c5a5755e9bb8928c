package patterns

import "path"

// planTools are the programs whose saved plan carries what it does:
// `terraform plan -destroy -out=F` saves a plan that destroys, and a later
// `terraform apply F` in the line applies it.
var planTools = lazy[map[string]bool]{build: func() map[string]bool { return map[string]bool{"terraform": true, "tofu": true} }}

// destroyPlans marks the parts that apply a plan an earlier part of the
// line saved with -destroy: they are judged as `apply -destroy`
// (eval_does.go).
func (r *reading) destroyPlans(ord *order) {
	type plan struct {
		part int
		file string
	}
	var plans []plan
	for j, p := range r.cmd.Parts {
		if !planTools.get()[p.Program] {
			continue
		}
		ops, outs := operandWords(p, "-out")
		if len(ops) == 0 {
			continue
		}
		switch {
		case isLit(ops[0], "plan") && hasFlag(p, "-destroy"):
			for _, o := range outs {
				if v, ok := o.Literal(); ok {
					plans = append(plans, plan{j, path.Clean(v)})
				}
			}
		case isLit(ops[0], "apply"):
			for _, pl := range plans {
				if !ord.after(pl.part, j) {
					continue
				}
				for _, w := range ops[1:] {
					if v, ok := w.Literal(); ok && path.Clean(v) == pl.file {
						if p.does == nil {
							p.does = &doings{}
						}
						p.does.destroyPlan = true
					}
				}
			}
		}
	}
}
