package patterns

import "strings"

// terraformPrintsSecret reports whether a terraform (or tofu) output
// prints a named output in clear whose name is a secret's (fx40b2, rt40,
// decided): `terraform output -raw db_password`. The line cannot tell
// which outputs the configuration marks sensitive, so the name judges.
// Left alone: bare `terraform output` (sensitive values shown as
// <sensitive>), `terraform output -raw api_url`, and `terraform output
// -json` with no name, an everyday read of a stack's outputs (the corpus
// keeps it allowed) though it prints sensitive values in clear.
func terraformPrintsSecret(p *Part) bool {
	if p.Program != "terraform" && p.Program != "tofu" {
		return false
	}
	_, ops := litArgs(p)
	k := -1
	for i, v := range ops {
		if v == "output" {
			k = i
			break
		}
	}
	if k < 0 {
		return false
	}
	for _, v := range ops[k+1:] {
		if !strings.Contains(v, "=") && secretName(v) { // not a -state=FILE's value
			return true
		}
	}
	return false
}
