package patterns

import "strings"

// Build tools take their options, and load code, through variables the
// words of a part do not show (rt17d #9). Beyond codeEnvVars and
// codeEnvOptions (effects_envcode.go):
//   - every JVM options variable, whatever tool reads it (MAVEN_OPTS,
//     GRADLE_OPTS, SBT_OPTS, ANT_OPTS, JAVA_OPTS, KAFKA_OPTS …: a name
//     ending in _OPTS or _OPTIONS), where it loads an agent
//     (-javaagent, -agentpath, -agentlib); the same name holding other
//     options (`MAVEN_OPTS=-Xmx2g`) is everyday;
//   - GOFLAGS with -toolexec or -exec, which make go run a program for
//     every tool or test binary (`GOFLAGS=-mod=mod` is everyday);
//   - MAKEFLAGS (and GNUMAKEFLAGS) with SHELL=, .SHELLFLAGS=, BASH_ENV=, --eval or -E, which make
//     every recipe run in a program, or evaluate makefile text, of the
//     line's choosing;
//   - .NET's startup hooks and the CLR's profiler, which load an
//     assembly or a library into every process (DOTNET_STARTUP_HOOKS,
//     CORECLR_PROFILER_PATH …), whatever their value.

// buildCodeVars load code whatever their value (bar the empty one).
var buildCodeVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"DOTNET_STARTUP_HOOKS": true, "CORECLR_PROFILER_PATH": true, "CORECLR_PROFILER_PATH_64": true,
		"CORECLR_PROFILER_PATH_32": true, "COR_PROFILER_PATH": true, "COR_PROFILER_PATH_64": true, "COR_PROFILER_PATH_32": true,
	}
}}

// buildOptionVars are the options variables of go and make, with their
// options that run or load what the line chooses.
var buildOptionVars = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"GOFLAGS":   {"-toolexec", "-exec"},
		"MAKEFLAGS": makeFlagsCode, "MFLAGS": makeFlagsCode,
		"GNUMAKEFLAGS": makeFlagsCode, // read by GNU make as MAKEFLAGS is (rt53 N18)
	}
}}

// makeFlagsCode are MAKEFLAGS's words that choose how make's recipes run
// or what it reads: .SHELLFLAGS= and BASH_ENV= too (rt54b B1, rt54 M5).
var makeFlagsCode = []string{"SHELL=", "--eval", "-E", "MAKEFILES=", ".SHELLFLAGS=", "BASH_ENV="}

// jvmAgentOptions are the JVM's options that load an agent.
var jvmAgentOptions = []string{"-javaagent", "-agentpath", "-agentlib"}

// buildEnvOptions returns the options of variable name that load code,
// for the variables above; ok is false for any other name.
func buildEnvOptions(name string) (opts []string, ok bool) {
	if opts, ok := buildOptionVars.get()[name]; ok {
		return opts, true
	}
	if strings.HasSuffix(name, "_OPTS") || strings.HasSuffix(name, "_OPTIONS") {
		return jvmAgentOptions, true
	}
	return nil, false
}

// inheritedKnown reads a value that only adds to the inherited one
// (`JAVA_OPTS="$JAVA_OPTS -Xmx2g"`) as known: the inherited value is not
// the line's choosing. Any other expansion leaves it unknown.
func inheritedKnown(name, value string, lit bool) (string, bool) {
	if lit {
		return value, true
	}
	rest := strings.NewReplacer("${"+name+"}", "", "$"+name, "").Replace(value)
	if strings.ContainsAny(rest, "$`") {
		return value, false
	}
	return rest, true
}
