package patterns

import "testing"

// TestAllowFlagValueEveryOccurrence: an allow pattern that names a flag's
// value matches only when every occurrence of the flag (under any of its
// names and spellings) has a value the pattern gives it. The desk red
// team (rt35k CRITICAL-1) found allow `kubectl delete deployment web -n
// staging` allowing `… -n staging -n prod` (kubectl uses the last -n) and
// allow `terraform destroy -target=module.test.*` allowing
// `-target=module.test.a -target=module.prod` (every -target is
// destroyed). A tightening rule (might) still matches on any occurrence.
func TestAllowFlagValueEveryOccurrence(t *testing.T) {
	const tf = "terraform destroy -target=module.test.*"
	const kd = "kubectl delete deployment web -n staging"
	const dr = "docker run --rm -v /srv/data:/data alpine ls"
	runMatchCases(t, []matchCase{
		// terraform: -target is cumulative.
		{pat: tf, cmd: "terraform destroy -target=module.test.a", might: true, certain: true},
		{pat: tf, cmd: "terraform destroy -target module.test.a", might: true, certain: true},
		{pat: tf, cmd: "terraform destroy -target=module.test.a -target=module.test.b", might: true, certain: true},
		{pat: tf, cmd: "terraform destroy -target=module.test.a -target=module.prod", might: true},
		{pat: tf, cmd: "terraform destroy -target=module.prod -target=module.test.a", might: true},
		{pat: tf, cmd: "terraform destroy -target module.test.a -target module.prod", might: true},
		{pat: tf, cmd: "terraform destroy -target=module.test.a --target=module.prod", might: true},
		{pat: tf, cmd: `terraform destroy -target=module.test.a -target="$T"`, might: true},
		{pat: tf, cmd: "terraform destroy -target=module.test.a -target", might: true},
		{pat: tf, cmd: "terraform destroy -target=module.prod"},
		{pat: "terraform destroy -target=module.test.* -target=module.dev.*",
			cmd: "terraform destroy -target=module.dev.b -target=module.test.a", might: true, certain: true},
		{pat: "terraform destroy -target=module.test.* -target=module.dev.*",
			cmd: "terraform destroy -target=module.dev.b -target=module.test.a -target=module.prod", might: true},
		// kubectl: the last -n wins; every spelling of it counts.
		{pat: kd, cmd: "kubectl delete deployment web -n staging", might: true, certain: true},
		{pat: kd, cmd: "kubectl delete deployment web -nstaging", might: true, certain: true},
		{pat: kd, cmd: "kubectl delete deployment web -n=staging", might: true, certain: true},
		{pat: kd, cmd: "kubectl delete deployment web --namespace=staging", might: true, certain: true},
		{pat: kd, cmd: "kubectl delete deployment web -n staging -n staging", might: true, certain: true},
		{pat: kd, cmd: "kubectl delete deployment web -n staging --namespace=staging", might: true, certain: true},
		{pat: kd, cmd: "kubectl -n staging delete deployment web -n staging", might: true, certain: true},
		{pat: kd, cmd: "kubectl delete deployment web -n staging -n prod", might: true},
		{pat: kd, cmd: "kubectl delete deployment web -n prod -n staging", might: true},
		{pat: kd, cmd: "kubectl delete deployment web -nstaging -nprod", might: true},
		{pat: kd, cmd: "kubectl delete deployment web --namespace staging --namespace prod", might: true},
		{pat: kd, cmd: "kubectl delete deployment web --namespace=staging --namespace=prod", might: true},
		{pat: kd, cmd: "kubectl delete deployment web -n=staging -n=prod", might: true},
		{pat: kd, cmd: "kubectl delete deployment web --namespace=staging -nprod", might: true},
		{pat: kd, cmd: "kubectl -n prod delete deployment web -n staging", might: true},
		{pat: kd, cmd: "kubectl delete deployment web -n staging --context prod-cluster", might: true},
		{pat: kd, cmd: "kubectl delete deployment web -n=prod"},
		// Combined short flags.
		{pat: "kubectl get pods -w -n staging", cmd: "kubectl get pods -wnstaging", might: true, certain: true},
		{pat: "kubectl get pods -w -n staging", cmd: "kubectl get pods -n staging -wnprod", might: true},
		// ** lets other flags in, not another value of a named one.
		{pat: "kubectl delete ** -n staging", cmd: "kubectl delete pod x -n staging -o name", might: true, certain: true},
		// but not a flag that picks the cluster -n is read against (fx36p).
		{pat: "kubectl delete ** -n staging", cmd: "kubectl delete pod x -n staging --context c", might: true},
		{pat: "kubectl delete ** -n staging", cmd: "kubectl delete pod x -n staging -n prod", might: true},
		// docker: each -v mounts.
		{pat: dr, cmd: "docker run --rm -v /srv/data:/data alpine ls", might: true, certain: true},
		{pat: dr, cmd: "docker run --rm -v=/srv/data:/data alpine ls", might: true, certain: true},
		{pat: dr, cmd: "docker run --rm -v /srv/data:/data -v /srv/data:/data alpine ls", might: true, certain: true},
		{pat: dr, cmd: "docker run --rm -v /srv/data:/data -v /:/host alpine ls", might: true},
		{pat: dr, cmd: "docker run --rm -v /:/host -v /srv/data:/data alpine ls", might: true},
		{pat: dr, cmd: "docker run --rm --volume /srv/data:/data --volume=/:/host alpine ls", might: true},
		// A flag named without a value may be given twice.
		{pat: "rm -r -f build", cmd: "rm -r -r -f build", might: true, certain: true},
		{pat: "git push --force origin feature", cmd: "git push --force -f origin feature", might: true, certain: true},
		// Arity not known (a program not in the tables): both readings.
		{pat: "frob -x=a y", cmd: "frob -x=a -x=a y", might: true, certain: true},
		{pat: "frob -x=a y", cmd: "frob -x=a -x=b y", might: true},
		// A tightening rule matches on any occurrence.
		{pat: "kubectl delete ** -n prod", cmd: "kubectl delete pod x -n staging -n prod", might: true},
		{pat: "kubectl delete ** -n prod", cmd: "kubectl delete pod x -n prod -n staging", might: true},
		{pat: "terraform destroy -target=module.prod", cmd: "terraform destroy -target=module.test.a -target=module.prod", might: true},
		// getopt's programs keep getopt's reading: -u=root is "=root".
		{pat: "mysql -u root", cmd: "mysql -u=root"},
	})
}
