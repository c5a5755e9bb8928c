package patterns

// awsHarmlessKeys are the keys of aws configure set that change how the
// CLI talks and prints, not who it is or what it runs: a region, an
// output format, a pager, retries. Everything else it sets may be
// credentials (aws_secret_access_key, aws_session_token), a command
// it runs for them (credential_process), a role it assumes, or an
// endpoint it sends them to, and still asks.
var awsHarmlessKeys = []string{"region", "output", "cli_pager", "retry_mode", "max_attempts",
	"cli_timestamp_format", "cli_binary_format", "cli_auto_prompt"}

// awsConfigureExcept are cmd.credentials' exceptions for aws configure
// set of a harmless key (also as default.KEY or profile.NAME.KEY), with
// or without --profile NAME on either side.
func awsConfigureExcept() []string {
	var out []string
	for _, k := range awsHarmlessKeys {
		for _, key := range []string{k, "default." + k, "profile.*." + k} {
			out = append(out, "aws configure set "+key+" *", "aws configure set "+key+" * --profile *",
				"aws configure set --profile * "+key+" *", "aws --profile * configure set "+key+" *")
		}
	}
	return out
}
