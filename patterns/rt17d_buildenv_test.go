package patterns

import "testing"

// rt17dBuildEnvCases are rt17d finding 9: variables that make a build
// tool run or load a program of the line's choosing, beside the
// everyday values of the same variables.
var rt17dBuildEnvCases = []doesCase{
	{"GOFLAGS=-toolexec=/tmp/x go test ./...", "cmd.unreadable"},
	{"GOFLAGS='-exec=/tmp/x' go test ./...", "cmd.unreadable"},
	{"GOFLAGS=-mod=mod go test ./...", ""},
	{"DOTNET_STARTUP_HOOKS=/tmp/x.dll dotnet test", "cmd.unreadable"},
	{"CORECLR_PROFILER_PATH=/tmp/p.so dotnet run", "cmd.unreadable"},
	{"MAVEN_OPTS='-javaagent:/tmp/a.jar' mvn package", "cmd.unreadable"},
	{"GRADLE_OPTS='-javaagent:/tmp/a.jar' ./gradlew build", "cmd.unreadable"},
	{`SBT_OPTS="-agentpath:/tmp/x.so" sbt test`, "cmd.unreadable"},
	{"export MAVEN_OPTS=-javaagent:/tmp/a.jar; mvn test", "cmd.unreadable"},
	{"env KAFKA_OPTS=-javaagent:x.jar kafka-server-start.sh c.properties", "cmd.unreadable"},
	{`JAVA_OPTS="$X" ./run.sh`, "cmd.unreadable"},
	{"MAVEN_OPTS='-Xmx2g' mvn package", ""},
	{`JAVA_OPTS="$JAVA_OPTS -Xmx2g" ./run.sh`, ""},
	{"MAKEFLAGS='SHELL=/tmp/x' make", "cmd.unreadable"},
	{"MAKEFLAGS=-j8 make", ""},
}

// TestRt17dBuildEnv checks rt17dBuildEnvCases against the defaults.
func TestRt17dBuildEnv(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "", rt17dBuildEnvCases)
}
