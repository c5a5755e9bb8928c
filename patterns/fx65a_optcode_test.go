package patterns

import (
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fx65a (issue 7): command strings and script files given to build tools
// by option. Each dangerous row was allowed (or, npm's --editor and
// --browser, unreadable as an unknown option) on the base (c84b5d16).

// fx65aCase is a command judged in the tree of fx65aFiles: allowed where
// rule is "", else asked by rule with a reason holding reason; disk says
// the ask comes from a file, so that without the files it goes.
type fx65aCase struct {
	cmd, rule, reason string
	disk              bool
}

// fx65aFiles are the files of TestFx65aOptionCode: under the project
// (home/proj), beside it (home/other) and outside the home (tmp).
var fx65aFiles = map[string]string{
	"home/proj/justfile":          "test:\n\tgo test ./...\n",
	"home/proj/Taskfile.yml":      "version: '3'\ntasks:\n  test:\n    cmds:\n      - go test ./...\n",
	"home/proj/cmake/check.cmake": "cmake_minimum_required(VERSION 3.20)\nif(NOT EXISTS ${CMAKE_SOURCE_DIR}/go.mod)\n  message(FATAL_ERROR \"no go.mod\")\nendif()\n",
	"home/proj/cmake/arm.cmake":   "set(CMAKE_SYSTEM_NAME Linux)\nset(CMAKE_C_COMPILER arm-linux-gnueabihf-gcc)\n",
	"home/proj/gradle/ci.gradle":  "allprojects { repositories { mavenCentral() } }\n",
	"home/proj/tasks/Rakefile":    "task :default do\n  puts 'hi'\nend\n",
	"home/other/evil.cmake":       "execute_process(COMMAND rm -rf $ENV{HOME})\n",
	"home/other/init.gradle":      "allprojects { exec { commandLine 'rm', '-rf', System.getProperty('user.home') } }\n",
	"home/other/Rakefile":         "task :default do\n  sh 'rm -rf ~'\nend\n",
	"home/other/justfile":         "test:\n\trm -rf ~\n",
	"home/other/Taskfile.yml":     "version: '3'\ntasks:\n  default:\n    cmds:\n      - rm -rf ~\n",
	"home/proj/tools/load.awk":    "@load \"ordchr\"\nBEGIN { print chr(65) }\n",
	"home/proj/tools/sum.awk":     "{ s += $2 }\nEND { print s }\n",
	"tmp/evil.cmake":              "execute_process(COMMAND rm -rf $ENV{HOME})\n",
}

// fx65aCases: the command, the rule that must ask ("" for allowed), a
// piece of its reason, and whether the ask comes from disk.
var fx65aCases = []fx65aCase{
	// npm's editor and browser, on the line and set in its configuration
	{"npm --editor='rm -rf ~' edit x", "cmd.delete-home", "home directory", false},
	{"npm --editor 'rm -rf ~' edit x", "cmd.delete-home", "home directory", false},
	{"npm --browser='rm -rf ~' docs x", "cmd.delete-home", "home directory", false},
	{"pnpm --editor='rm -rf ~' edit x", "cmd.delete-home", "home directory", false},
	{"npm config set editor 'rm -rf ~' && npm edit x", "cmd.delete-home", "home directory", false},
	{"npm config set --location=user editor 'rm -rf ~'", "cmd.delete-home", "home directory", false},
	{"npm set editor='rm -rf ~'", "cmd.delete-home", "home directory", false},
	{"npm set browser='rm -rf ~' && npm docs x", "cmd.delete-home", "home directory", false},
	{"npm config set editor \"$E\" && npm edit x", UnreadableRule, "not literal", false},
	// everyday
	{"npm edit x", "", "", false},
	{"npm docs x", "", "", false},
	{"npm --editor=vim edit x", "", "", false},
	{"npm --editor='code --wait' edit x", "", "", false},
	{"npm config set editor vim && npm edit x", "", "", false},
	{"npm config set browser firefox", "", "", false},
	{"npm config get editor", "", "", false},
	// cmake's, ctest's, gradle's and rake's script files from outside the project
	{"cmake -P ../other/evil.cmake", UnreadableRule, "cmake -P `../other/evil.cmake` runs a script from outside the project", false},
	{"cmake -P @ROOT@/tmp/evil.cmake", UnreadableRule, "in cmake's language", false},
	{"cmake -C ../other/evil.cmake -B build", UnreadableRule, "cmake -C", false},
	{"cmake -DCMAKE_TOOLCHAIN_FILE=../other/evil.cmake -B build", UnreadableRule, "-DCMAKE_TOOLCHAIN_FILE", false},
	{"cmake -DCMAKE_TOOLCHAIN_FILE:FILEPATH=@ROOT@/tmp/evil.cmake -B build", UnreadableRule, "evil.cmake", false},
	{"cmake -D CMAKE_PROJECT_INCLUDE=../other/evil.cmake -B build", UnreadableRule, "-DCMAKE_PROJECT_INCLUDE", false},
	{"cmake --toolchain ../other/evil.cmake -B build", UnreadableRule, "cmake --toolchain", false},
	{"cmake --toolchain=~/evil.cmake -B build", UnreadableRule, "cmake --toolchain", false},
	{"cmake -P \"$HOME/x.cmake\"", UnreadableRule, "outside the project", false},
	{"ctest -S ../other/evil.cmake", UnreadableRule, "ctest -S `../other/evil.cmake`", false},
	{"ctest -SP @ROOT@/tmp/evil.cmake,Debug -V", UnreadableRule, "ctest -SP", false},
	{"gradle -I ../other/init.gradle build", UnreadableRule, "Groovy or Kotlin", false},
	{"./gradlew --init-script ../other/init.gradle test", UnreadableRule, "gradlew --init-script", false},
	{"gradle --init-script=../other/init.gradle build", UnreadableRule, "gradle --init-script", false},
	{"rake -f ../other/Rakefile", UnreadableRule, "Ruby", false},
	{"rake --rakefile=../other/Rakefile default", UnreadableRule, "rake --rakefile", false},
	{"printf 'execute_process(COMMAND rm -rf /)' > c.cmake && cmake -P c.cmake", UnreadableRule, "which might be the file", false},
	// just's and task's files outside the project, read by their readers
	{"just -f ../other/justfile test", "cmd.delete-home", "home/other/justfile's recipe test runs: rm -rf ~", true},
	{"just --justfile=../other/justfile test", "cmd.delete-home", "recipe test runs", true},
	{"task -t ../other/Taskfile.yml", "cmd.delete-home", "home/other/Taskfile.yml's task default runs: rm -rf ~", true},
	{"task --taskfile ../other/Taskfile.yml default", "cmd.delete-home", "task default runs", true},
	// native code and loader variables by option
	{"mysql --plugin-dir=/tmp/p --default-auth=x -u root", UnreadableRule, "load a client plugin", false},
	{"mysql --plugin-dir ../other -h db", UnreadableRule, "mysql --plugin-dir=`../other`", false},
	{"mariadb --plugin_dir=./plug -h db", UnreadableRule, "client plugin", false},
	{"mysql --default-auth=/tmp/evil.so", UnreadableRule, "mysql --default-auth=", false},
	{"bazel build --action_env=LD_PRELOAD=/tmp/x.so //x", UnreadableRule, "gives what bazel runs LD_PRELOAD", false},
	{"bazel build --action_env LD_PRELOAD=/tmp/x.so //x", UnreadableRule, "LD_PRELOAD", false},
	{"bazel test --test_env=DYLD_INSERT_LIBRARIES=./x.dylib //x", UnreadableRule, "DYLD_INSERT_LIBRARIES", false},
	{"bazel build --action_env=CC=/tmp/evilcc //x", UnreadableRule, "gives what bazel runs CC", false},
	{"gawk -l ext '{ print }' f", UnreadableRule, "gawk `-l`", false},
	{"gawk --load=/tmp/x.so 'BEGIN { x = 1 }'", UnreadableRule, "--load=/tmp/x.so", false},
	{"awk -lordchr 'BEGIN { x = 1 }'", UnreadableRule, "-lordchr", false},
	{"gawk -f tools/load.awk f", UnreadableRule, "loads native code", true},
	// everyday
	{"mysql -u root -e 'select 1'", "", "", false},
	{"mysql --default-auth=caching_sha2_password -u root", "", "", false},
	{"mysql --plugin-dir=/usr/lib/mysql/plugin --default-auth=x -u root", "", "", false},
	{"bazel build --action_env=CC=clang //x", "", "", false},
	{"bazel build --action_env=PATH //x", "", "", false},
	{"bazel test --test_env=GO_TEST_VERBOSE=1 //x", "", "", false},
	{"gawk -f tools/sum.awk data.txt", "", "", false},
	{"gawk --lint '{ print }' f", "", "", false},
	{"cmake -P cmake/check.cmake", "", "", false},
	{"cmake -DCMAKE_TOOLCHAIN_FILE=cmake/arm.cmake -B build", "", "", false},
	{"cmake -DCMAKE_TOOLCHAIN_FILE=/opt/vcpkg/scripts/buildsystems/vcpkg.cmake -B build", "", "", false},
	{"cmake -B build -DCMAKE_BUILD_TYPE=Release", "", "", false},
	{"cmake --build build", "", "", false},
	{"ctest --test-dir build", "", "", false},
	{"gradle build", "", "", false},
	{"gradle -I gradle/ci.gradle build", "", "", false},
	{"rake -f tasks/Rakefile", "", "", false},
	{"rake test", "", "", false},
	{"just -f justfile test", "", "", false},
	{"task -t Taskfile.yml test", "", "", false},
}

// TestFx65aOptionCode checks fx65aCases over real files, and that without
// them each ask from disk goes.
func TestFx65aOptionCode(t *testing.T) {
	root := t.TempDir()
	fx53mWrite(t, root, fx65aFiles)
	home := filepath.Join(root, "home")
	proj := filepath.Join(home, "proj")
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx65aCases {
		cmd := strings.ReplaceAll(c.cmd, "@ROOT@", root)
		ctx := &Context{Cwd: proj, Workdir: proj, Home: home, DefaultBranch: "main",
			ProjectFile: fx49rRead(proj), ScriptFile: fx49rRead(root), ScriptGlob: diskGlob}
		v := pol.Evaluate(Read(cmd), ctx, time.Now())
		bc := bodyCase{cmd: cmd, rule: c.rule, reason: strings.ReplaceAll(c.reason, "@ROOT@", root)}
		if !checkBodyCase(t, bc, v) || !c.disk {
			continue
		}
		ctx.ProjectFile, ctx.ScriptFile, ctx.ScriptGlob = nil, nil, nil
		if w := pol.Evaluate(Read(cmd), ctx, time.Now()); w.Rule == c.rule {
			t.Errorf("%q without the files: %v by %s, want another answer (the ask comes from disk)", cmd, w.Outcome, w.Rule)
		}
	}
}
