package patterns

import "testing"

// TestFx50nNamespacePinUnknown: past a pinned namespace, a word whose
// value the line does not give may be -A (F-ns-override, red team of
// fx49t): a parameter, a substitution, a glob or a brace list that makes
// a flag is never matched by ** (nor *) in an allow, so the line falls to
// the defaults. Known words (a name, a quoted name with an expansion
// after a known start, a known brace list, a flag's own value, a word
// after --) still match.
func TestFx50nNamespacePinUnknown(t *testing.T) {
	const dep = "kubectl delete deployment -n=staging **"
	const long = "kubectl delete deployment --namespace=staging **"
	const one = "kubectl delete deployment * -n=staging"
	widened := []string{
		"F=-A; kubectl delete deployment -n staging $F --all",
		"kubectl delete deployment -n staging $(echo -A) --all",
		"kubectl delete deployment -n staging ${A} --all",
		"kubectl delete deployment -n staging `echo -A` --all",
		"kubectl delete deployment -n staging \"$F\" --all",
		"kubectl delete deployment -n staging -$X --all",
		"kubectl delete deployment -n staging --all-$N",
		"kubectl delete deployment -n staging $NS_FLAGS",
		"kubectl delete deployment -n staging $@",
		"kubectl delete deployment -n staging \"$@\"",
		"kubectl delete deployment -n staging {-A,--all}",
		"kubectl delete deployment -n staging {--all,-A}",
		"kubectl delete deployment -n staging -[A] --all",
		"kubectl delete deployment -n staging -? --all",
		"kubectl delete deployment -n staging $NAME",
		"kubectl delete deployment -n staging web-$N",
		"kubectl $F delete deployment -n staging web",
		"kubectl delete deployment -n staging {web,$F}",
		"kubectl delete deployment -n staging -l $SEL",
		"kubectl delete deployment -n staging --selector=$SEL",
		"kubectl delete deployment -n staging -l app=$APP",
		"kubectl delete deployment -n staging --grace-period $(echo 0 -A)",
	}
	var cases []matchCase
	for _, c := range widened {
		cases = append(cases, matchCase{pat: dep, cmd: c, might: true})
	}
	cases = append(cases,
		matchCase{pat: long, cmd: "kubectl delete deployment --namespace staging $F --all", might: true},
		matchCase{pat: long, cmd: "kubectl delete deployment --namespace=staging \"$(echo -A)\" --all", might: true},
		matchCase{pat: one, cmd: "kubectl delete deployment \"$F\" -n staging", might: true},
		// oc and kubecolor have no flag table: the store keeps `-n staging`.
		matchCase{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging $F", might: true},
		matchCase{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging \"$F\"", might: true},
		matchCase{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging -$X", might: true},
		matchCase{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging {-A,--all}", might: true},
		matchCase{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging $(echo -A)", might: true},
		matchCase{pat: "kubecolor delete pods -n staging **", cmd: "kubecolor delete pods -n staging \"$F\"", might: true},
		matchCase{pat: "kubecolor delete pods -n staging **", cmd: "kubecolor delete pods -n staging `echo -A`", might: true},
		matchCase{pat: "helm uninstall -n=staging **", cmd: "helm uninstall -n staging $F", might: true},
		matchCase{pat: "helm uninstall -n=staging **", cmd: "helm uninstall -n staging {-A,web}", might: true},
		matchCase{pat: "helm uninstall web --namespace=staging **", cmd: "helm uninstall web --namespace staging -$X", might: true},
		// Everyday: every word known, or not a flag.
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging web", might: true, certain: true},
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging \"web-$N\"", might: true, certain: true},
		matchCase{pat: dep, cmd: "F=web; kubectl delete deployment -n staging $F", might: true, certain: true},
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging --wait=\"$W\" web", might: true, certain: true},
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging -l \"$SEL\"", might: true, certain: true},
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging -l \"app=$APP\"", might: true, certain: true},
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging -- $F", might: true, certain: true},
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging {web,api}", might: true, certain: true},
		matchCase{pat: dep, cmd: "kubectl delete deployment -n staging web-{a,b}", might: true, certain: true},
		matchCase{pat: long, cmd: "kubectl delete deployment --namespace=staging web", might: true, certain: true},
		matchCase{pat: one, cmd: "kubectl delete deployment web -n staging", might: true, certain: true},
		matchCase{pat: "helm uninstall -n=staging **", cmd: "helm uninstall -n staging web", might: true, certain: true},
		matchCase{pat: "oc delete pods -n staging **", cmd: "oc delete pods -n staging web-1", might: true, certain: true},
		matchCase{pat: "kubecolor delete pods -n staging **", cmd: "kubecolor delete pods -n staging web-1", might: true, certain: true},
		// A pattern that pins no namespace is not narrowed.
		matchCase{pat: "kubectl get pods **", cmd: "kubectl get pods $F", might: true, certain: true},
		matchCase{pat: "kubectl delete deployment web **", cmd: "kubectl delete deployment web $F", might: true, certain: true},
	)
	runMatchCases(t, cases)
}
