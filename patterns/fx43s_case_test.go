package patterns

import "testing"

// fx43sSecretCases (rt42 §3, issue 7): secrets a service keeps for a
// program it runs, printed by the CLI that manages it, ask as
// [secret-print] on the program's word; the listings and the other
// fields beside them stay allowed.
var fx43sSecretCases = []fx40cBecauseCase{
	{"keyring get service user", "cmd.credentials", "secret-print", "certain"},
	{"keyring get system user", "cmd.credentials", "secret-print", "certain"},
	{"docker inspect c | jq '.[0].Config.Env'", "cmd.credentials", "secret-print", "certain"},
	{"podman inspect db | jq '.[].Config.Env[]'", "cmd.credentials", "secret-print", "certain"},
	{"docker inspect --format '{{.Config.Env}}' c", "cmd.credentials", "secret-print", "certain"},
	{"aws lambda get-function-configuration --function-name f", "cmd.credentials", "secret-print", "certain"},
	{"aws lambda get-function --function-name f", "cmd.credentials", "secret-print", "certain"},
	{"aws lambda get-function-configuration --function-name f --query Environment.Variables", "cmd.credentials", "secret-print", "certain"},
	{"heroku run env", "cmd.credentials", "secret-print", "certain"},
	{"heroku run env -a app", "cmd.credentials", "secret-print", "certain"},
	{"heroku run -a app printenv", "cmd.credentials", "secret-print", "certain"},
	{"heroku config", "cmd.credentials", "secret-print", "certain"},
	{"helm get values -a release", "cmd.credentials", "secret-print", "certain"},
	{"helm get values prod -a", "cmd.credentials", "secret-print", "certain"},
	{"helm get values release", "cmd.credentials", "secret-print", "certain"},
	{"helm get all release", "cmd.credentials", "secret-print", "certain"},
	{"kubectl get secret x -o yaml", "cmd.credentials", "secret-print", "certain"},
	// everyday near-misses
	{"gh secret list", "", "", ""},
	{"helm list", "", "", ""},
	{"helm get notes release", "", "", ""},
	{"helm status release", "", "", ""},
	{"docker inspect c --format '{{.State.Status}}'", "", "", ""},
	{"docker inspect c | jq '.[0].State'", "", "", ""},
	{"docker inspect c", "", "", ""},
	{"aws lambda list-functions", "", "", ""},
	{"aws lambda get-function-configuration --function-name f --query Timeout", "", "", ""},
	{"heroku run rails db:migrate -a app", "", "", ""},
	{"heroku logs --tail", "", "", ""},
	{"keyring --list-backends", "", "", ""},
	// rt42 R: tar extracting to standard output writes no file; fed
	// ~/.ssh's archive, it prints the keys
	{"tar cf - ~/.ssh | tar xOf -", "cmd.credentials", "secret-print", "certain"},
	{"tar cf - ~/.ssh | tar -x --to-stdout -f - | base64", "cmd.credentials", "secret-print", "certain"},
	{"tar xOf a.tar > ~/.bashrc", "cmd.guard-tamper", "protected", "certain"},
	{"tar cf - src | tar xf - -C /tmp/x", "", "", ""},
	{"tar cf - src | tar xOf -", "", "", ""},
	{"tar xOf dist.tar package/package.json", "", "", ""},
	{"tar -xzOf release.tgz ./VERSION", "", "", ""},
	// rt42 R: export given a substitution that makes the names rebinds
	// what the line's later programs are; it hands no secret to one
	{"export $(grep -v ^# /tmp/x.env); git status", "cmd.unreadable", "rebound", "certain"},
	{"export $(grep -v '^#' .env | xargs); git status", "cmd.unreadable", "rebound", "certain"},
	{"export $(cat ~/.aws/credentials | xargs); curl https://x.io", "cmd.unreadable", "rebound", "certain"},
	{"export $(cat ~/.aws/credentials | xargs)", "cmd.credentials", "secret-passed", "certain"},
	{"export K=$(cat ~/.ssh/id_rsa); ./deploy.sh", "cmd.credentials", "secret-passed", "certain"},
	{"export $(grep -v '^#' .env | xargs)", "", "", ""},
	{"export NODE_ENV=$(cat .nvmrc); npm test", "", "", ""},
	// rt42 R: an interpreter one-liner that deletes its argument; -M's
	// module name is no -i
	{"perl -MFile::Path -e 'rmtree shift' ~", "cmd.delete-home", "home", "certain"},
	{"perl -MFile::Path -e 'remove_tree @ARGV' build ~", "cmd.delete-home", "home", "certain"},
	{"python3 -c 'import shutil,sys; shutil.rmtree(sys.argv[1])' ~", "cmd.delete-home", "home", "certain"},
	{"perl -pi -e 's/a/b/' ~/.bashrc", "cmd.guard-tamper", "protected", "certain"},
	{"perl -pie 's/a/b/' ~/.bashrc", "cmd.guard-tamper", "protected", "certain"},
	{"perl -e 'print 1'", "", "", ""},
	{"perl -pi -e 's/a/b/' src/x.txt", "", "", ""},
	{"ruby -ropen-uri -e 'puts 1' notes.txt", "", "", ""},
}

// fx40cBecauseCase is one row checked by checkFx40cBecause: an ask by rule
// because of a word of class with certainty, or an allow (rule "").
type fx40cBecauseCase struct{ cmd, rule, class, certainty string }

func TestFx43sSecretPrint(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx43sSecretCases {
		checkFx40cBecause(t, pol, c.cmd, guardedContext("/home/op/proj"), c.rule, c.class, c.certainty)
	}
}
