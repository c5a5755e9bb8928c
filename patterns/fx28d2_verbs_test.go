package patterns

import "testing"

// fx28d2Cases are the red team rt28d's #7, #8 and #9: a project or
// storage opened up and access granted by CLIs beside gh, aws and
// gcloud, maven's deploy goal called by name, and a launchd job taken
// down (defaults_verbs28.go); "" are the same programs' everyday forms,
// left alone.
var fx28d2Cases = []doesCase{
	// #7 access.
	{"glab api -X PUT projects/1 -f visibility=public", "cmd.credentials"},
	{"glab api projects/1 -X PUT --field visibility=public", "cmd.credentials"},
	{"glab repo edit --visibility public", "cmd.credentials"},
	{"az storage container set-permission --name c --public-access blob", "cmd.credentials"},
	{"az storage container create -n c --public-access container", "cmd.credentials"},
	{"az storage account update -n acct --allow-blob-public-access true", "cmd.credentials"},
	{"aws s3api put-public-access-block --bucket b --public-access-block-configuration BlockPublicAcls=false", "cmd.credentials"},
	{"heroku access:add bob@example.com -a app", "cmd.credentials"},
	{"heroku access:update bob@example.com --permissions deploy,operate -a app", "cmd.credentials"},
	{"heroku apps:transfer -a app other-team", "cmd.credentials"},
	{"heroku sharing:add bob@example.com", "cmd.credentials"},
	{"glab repo edit --description 'x'", ""},
	{"glab api projects/1", ""},
	{"az storage container set-permission --name c --public-access off", ""},
	{"az storage account update -n acct --allow-blob-public-access false", ""},
	{"aws s3api put-public-access-block --bucket b --public-access-block-configuration BlockPublicAcls=true,IgnorePublicAcls=true", ""},
	{"heroku access -a app", ""},
	{"heroku logs --tail -a app", ""},
	// #8 maven's deploy goal by name.
	{"mvn deploy:deploy-file -Dfile=x.jar -Durl=https://repo.example/", "cmd.publish"},
	{"./mvnw -B deploy:deploy-file -Dfile=x.jar", "cmd.publish"},
	{"mvn -B package", ""},
	{"mvn install:install-file -Dfile=x.jar", ""},
	// #9 a launchd job taken down.
	{"launchctl bootout system/com.example.agent", "cmd.system"},
	{"sudo launchctl unload /Library/LaunchDaemons/com.example.plist", "cmd.system"},
	{"launchctl remove com.example.agent", "cmd.system"},
	{"launchctl disable system/com.openssh.sshd", "cmd.system"},
	{"launchctl list", ""},
	{"launchctl print gui/501/com.example.agent", ""},
}

// TestFx28d2Verbs checks fx28d2Cases against the defaults.
func TestFx28d2Verbs(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "verbs28 ", fx28d2Cases)
}
