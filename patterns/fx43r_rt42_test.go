package patterns

import "testing"

// fx43rCases are rt42 §12's leftovers (fx43r): kubectl's alias k, yarn
// run -T, a registry upload by curl, a route53 change batch from a file,
// export of a name not shown, and files checked out of another tree then
// run. "" must stay allowed.
var fx43rCases = []doesCase{
	{"k delete deploy api", "cmd.cloud-delete"},
	{"K delete ns x", "cmd.cloud-delete"},
	{"yarn run -T rimraf ~", "cmd.delete-home"},
	{"yarn run -B rimraf ~", "cmd.delete-home"},
	{"yarn run --top-level npm publish", "cmd.publish"},
	{"curl -T pkg.tgz -u u:p https://nexus.x.io/repository/npm/", "cmd.publish"},
	{"curl -u u:p --upload-file x.jar https://art.x.io/artifactory/libs-release/x/1/x.jar", "cmd.publish"},
	{"aws route53 change-resource-record-sets --hosted-zone-id Z --change-batch file://del.json", "cmd.cloud-delete"},
	{`export "$k=$v"`, "cmd.unreadable"},
	{`export "${k}=1"`, "cmd.unreadable"},
	{"git checkout origin/eve -- Makefile && make", "cmd.unreadable"},
	{"git restore --source origin/x Makefile && make", "cmd.unreadable"},
	{"git checkout origin/eve -- build.sh && ./build.sh", "cmd.unreadable"},
	// Everyday.
	{"k get pods", ""},
	{"k logs -f api", ""},
	{"yarn run -T tsc", ""},
	{"yarn run build", ""},
	{"yarn run rimraf dist", ""},
	{"curl -T x.txt https://transfer.example/x.txt", ""},
	{"curl -u u:p https://nexus.x.io/repository/npm/pkg", ""},
	{"aws route53 list-hosted-zones", ""},
	{"aws route53 list-resource-record-sets --hosted-zone-id Z", ""},
	{`export "$k"`, ""},
	{`export "${name}_HOME=$dir"`, ""},
	{"export $(cat .env | xargs)", ""},
	{"git checkout -- Makefile && make", ""},
	{"git checkout HEAD~1 -- Makefile && make", ""},
	{"git checkout main && make", ""},
	{"git restore Makefile && make", ""},
	{"git checkout origin/x -- README.md && make", ""},
	{"nvm use 20", ""},
	{"nvm exec 20 npm test", ""},
	{"systemctl status docker", ""},
	{"gh release view", ""},
}

// TestFx43r checks fx43rCases against the defaults.
func TestFx43r(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", fx43rCases)
}
