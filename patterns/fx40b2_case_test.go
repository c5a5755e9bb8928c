package patterns

import "testing"

// fx40b2Cases (fx40b2): a secret printed again by echo or printf, another
// process's environment named by a variable or a substitution, and the
// keepers' reads rt40 listed.
var fx40b2Cases = []evalCase{
	ask(`echo "$(cat ~/.aws/credentials)"`, "cmd.credentials"),
	ask(`printf '%s\n' "$(vault kv get -field=password secret/prod)"`, "cmd.credentials"),
	ask(`X=$(op read op://a/b/c); echo "$X"`, "cmd.credentials"),
	ask(`K=$(cat ~/.ssh/id_rsa); printf '%s' "$K"`, "cmd.credentials"),
	allow(`X=$(cat ~/.aws/credentials); aws s3 ls`),
	allow(`[ -n "$(cat ~/.ssh/id_rsa.pub)" ]`),
	allow(`echo "$(cat ~/.ssh/id_rsa.pub)"`),
	allow(`echo "$(env)"`),
	allow(`X=$(cat .env); echo "$X"`),
	allow(`echo "$(git rev-parse HEAD)"`),
	ask("cat /proc/$PID/environ", "cmd.credentials"),
	ask("cat /proc/$(pgrep postgres)/environ", "cmd.credentials"),
	allow("cat /proc/$$/environ"),
	allow("cat /proc/${$}/environ"),
	ask("heroku config", "cmd.credentials"),
	ask("heroku config:get DATABASE_URL", "cmd.credentials"),
	ask("doppler secrets download --no-file", "cmd.credentials"),
	ask("doppler secrets get DB_PASSWORD --plain", "cmd.credentials"),
	ask("az keyvault secret show --vault-name v --name db --query value -o tsv", "cmd.credentials"),
	ask("sops -d secrets.enc.yaml", "cmd.credentials"),
	ask("terraform output -raw db_password", "cmd.credentials"),
	ask("terraform output -json db_password", "cmd.credentials"),
	ask("terraform output -json", "cmd.credentials"), // rt45: -json prints every sensitive output in clear
	ask("tofu output -raw api_token", "cmd.credentials"),
	allow("terraform output"),
	allow("terraform output -raw api_url"),
	allow("env"),
	allow("printenv"),
	allow("printenv HOME"),
}

func TestFx40b2SecretEcho(t *testing.T) { runCases(t, fx40b2Cases) }
