package patterns

import "strings"

// Build tools, version managers and terminals read files that redirect
// what they run later (rt20d #7): Maven's .mvn/jvm.config and extensions
// load a JVM agent or an extension into every build, a wrapper's
// properties name the Gradle or Maven it downloads and runs, mise
// sources its [env] and runs its hooks when a shell enters the
// directory, a devcontainer's commands run when the container starts,
// and a terminal's configuration names the shell and the code it starts
// with. Writing one is runs-later, as writing .npmrc is.

// laterPlacesBuild are those places, read as laterPlaces are.
var laterPlacesBuild = []laterPlace{
	{place{at: atSome, pat: []string{"/.mvn/jvm.config"}}, mavenLater},
	{place{at: atSome, pat: []string{"/.mvn/maven.config"}}, mavenLater},
	{place{at: atSome, pat: []string{"/.mvn/extensions.xml"}}, mavenLater},
	{place{at: atSome, pat: []string{"/.mvn/wrapper"}}, "the maven wrapper (the maven it downloads and runs at the next ./mvnw)"},
	{place{at: atSome, pat: []string{"/gradle/wrapper/gradle-wrapper.properties"}}, "the gradle wrapper (the gradle it downloads and runs at the next ./gradlew)"},
	{place{at: atSome, pat: []string{"/.mise.toml"}}, miseLater},
	{place{at: atSome, pat: []string{"/mise.toml"}}, miseLater},
	{place{at: atSome, pat: []string{"/.mise.local.toml"}}, miseLater},
	{place{at: atSome, pat: []string{"/mise.local.toml"}}, miseLater},
	{place{at: atSome, pat: []string{"/.mise"}}, miseLater},
	{place{at: atSome, pat: []string{"/.config/mise"}}, miseLater},
	{place{at: atSome, pat: []string{"/.devcontainer.json"}}, "the editor (when the folder opens in a container)"},
	{place{at: atHome, pat: []string{"/.config/wezterm"}}, terminalLater},
	{place{at: atHome, pat: []string{"/.wezterm.lua"}}, terminalLater},
	{place{at: atHome, pat: []string{"/.config/alacritty"}}, terminalLater},
	{place{at: atHome, pat: []string{"/.alacritty.yml"}}, terminalLater},
	{place{at: atHome, pat: []string{"/.alacritty.toml"}}, terminalLater},
	{place{at: atHome, pat: []string{"/.config/kitty"}}, terminalLater},
	{place{at: atHome, pat: []string{"/.config/ghostty"}}, terminalLater},
	{place{at: atHome, pat: []string{"/.config/starship.toml"}}, "every shell prompt (its custom modules run commands)"},
}

// mavenLater is what runs Maven's project configuration.
const mavenLater = "maven (its JVM options and extensions, in every build)"

// miseLater is what runs mise's configuration.
const miseLater = "mise (its [env] sources and hooks, when a shell enters the directory, and its tasks)"

// bunLater is what runs a project's bunfig.toml.
const bunLater = "bun (its preload scripts, before every later bun run and test, and where its installs fetch from)"

// terminalLater is what runs a terminal's configuration.
const terminalLater = "the terminal (the shell and code its configuration names, at its next start)"

// laterByContent are files that everyday edits write (a version, a
// memory setting), whose writing runs code later only when what is
// written says so: a JVM agent or another JDK in gradle.properties, a
// script in package.json (as `npm pkg set scripts.…` does; the key as jq,
// JSON or a dotted path spells it, not a ./scripts directory), a preload
// script or a registry in a project's bunfig.toml. Each is
// its base name, the text in the line that says so, and what runs it. A
// copy whose content the line does not show is left alone.
var laterByContent = []struct {
	base    string
	markers []string
	what    string
}{
	{"gradle.properties", []string{"-javaagent", "-agentpath", "-agentlib", "org.gradle.java.home", "distributionUrl"},
		"gradle (its JVM options and JDK, in every build)"},
	{"package.json", []string{".scripts", `"scripts"`, "'scripts'", "scripts.", "preinstall", "postinstall", "prepublish"}, npmScriptLater},
	{"bunfig.toml", []string{"preload", "registry"}, bunLater}, // effects_toolchain.go
}

// runsLaterByContent reports whether a made place is a file of
// laterByContent that the line's text says is given code, and what runs
// it.
func runsLaterByContent(m place, source string) (string, bool) {
	if len(m.pat) != 1 {
		return "", false
	}
	base := m.pat[0][strings.LastIndexByte(m.pat[0], '/')+1:]
	for _, c := range laterByContent {
		if c.base != base {
			continue
		}
		for _, k := range c.markers {
			if strings.Contains(source, k) {
				return c.what, true
			}
		}
	}
	return "", false
}
