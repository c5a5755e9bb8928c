package patterns

import "testing"

// toolCodeOptionCases (rt22e #28): build and task tools' own code
// options are an interpreter's literal code (foreign code unless plain),
// and the commands they run are read as commands.
var toolCodeOptionCases = []evalCase{
	ask(`rake -e 'sh "rm -rf ~"'`, "cmd.unreadable"),
	ask(`rake --execute 'system("id")'`, "cmd.unreadable"),
	ask(`yarn node -e 'require("child_process").execSync("rm -rf ~")'`, "cmd.unreadable"),
	ask(`mix run -e 'System.cmd("rm", ["-rf", "/"])'`, "cmd.unreadable"),
	ask(`mix eval 'File.rm_rf!("/")'`, "cmd.unreadable"),
	ask(`tox exec -- rm -rf ~`, "cmd.delete-home"),
	ask(`mvn exec:exec -Dexec.executable=rm -Dexec.args='-rf ~'`, "cmd.delete-home"),
	ask(`mvn -q exec:exec -Dexec.executable=sh "-Dexec.args=-c 'rm -rf ~'"`, "cmd.delete-home"),
	ask(`mvn exec:exec -Dexec.executable=sh -Dexec.args="$A"`, "cmd.unreadable"),
	ask(`mvn exec:exec -Dexec.executable=$X`, "cmd.unreadable"),
	ask(`sbt 'eval sys.process.Process("rm -rf ~").!'`, "cmd.unreadable"),
	allow(`rake test`),
	allow(`rake -T`),
	allow(`yarn node scripts/build.js`),
	allow(`mix run priv/repo/seeds.exs`),
	allow(`mix test`),
	allow(`tox exec -e py -- python --version`),
	allow(`mvn exec:java -Dexec.mainClass=com.example.App`),
	allow(`mvn -q exec:exec`),
	allow(`sbt test`),
	allow(`sbt "runMain com.example.Main"`),
}

func TestToolCodeOptionCases(t *testing.T) { runCases(t, toolCodeOptionCases) }
