package patterns

import (
	"fmt"
	"strings"
)

// A script file given to a build tool by an option runs in that tool's
// own language (fx65a, issue 7): cmake's `-P F` (script mode), `-C F`
// (the initial cache, cmake code), `--toolchain F` and the -D variables
// that name a script (`-DCMAKE_TOOLCHAIN_FILE=F`, CMAKE_PROJECT_INCLUDE
// …), ctest's `-S F` (`-SP`, `-SR`: a dashboard script), gradle's `-I F`
// and `--init-script F` (Groovy or Kotlin), rake's `-f F` and
// `--rakefile F` (Ruby): each runs any command it likes
// (`execute_process(COMMAND rm -rf $ENV{HOME})`, `exec { commandLine
// … }`, `sh "rm -rf ~"`), and ozdesk reads none of those languages.
// Decided: such a file inside the project (a relative path that stays
// below the directory the part runs in: `cmake -P cmake/check.cmake`) is
// the project's own code, left alone as the project's CMakeLists.txt,
// build.gradle and Rakefile are when `cmake -B build`, `gradle build` and
// `rake` run them unread; one the line wrote first is made-then-run
// (optionScriptFiles, effects_runs.go). A file anywhere else (an
// absolute path, `~`, `..`, a value not literal) is code from outside
// the project that nobody has read: the part is foreign code, naming the
// file. A file below the system's program directories (/usr, /opt, the
// nix store: `-DCMAKE_TOOLCHAIN_FILE=/opt/vcpkg/scripts/buildsystems/
// vcpkg.cmake`) is installed software's and left alone, and a URL is the
// remote-code default's (`gradle --init-script=URL`).

// optScript is a script file a part is given by an option: its word and
// the option as written.
type optScript struct {
	word Word
	opt  string
}

// cmakeScriptVars are cmake's -D variables whose value is a cmake script
// cmake runs.
var cmakeScriptVars = []string{"CMAKE_TOOLCHAIN_FILE", "CMAKE_PROJECT_INCLUDE", "CMAKE_PROJECT_INCLUDE_BEFORE",
	"CMAKE_PROJECT_TOP_LEVEL_INCLUDES", "CMAKE_USER_MAKE_RULES_OVERRIDE"}

// optScriptOptions are, per program, the options whose value is a script
// file in the program's language, the longer spellings first.
var optScriptOptions = lazy[map[string][]string]{build: func() map[string][]string {
	gradle := []string{"--init-script", "-I"}
	return map[string][]string{
		"cmake":   {"--toolchain", "-P", "-C"},
		"ctest":   {"-SP", "-SR", "-S"},
		"gradle":  gradle,
		"gradlew": gradle,
		"rake":    {"--rakefile", "-f"},
	}
}}

// optionScripts returns the script files part p is given by an option.
func optionScripts(p *Part) []optScript {
	opts := optScriptOptions.get()[p.Program]
	if opts == nil {
		return nil
	}
	var out []optScript
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if lit == "--" || p.Program == "cmake" && lit == "-E" {
			break // cmake -E: a command of its own, not a script
		}
		if p.Program == "cmake" {
			if d, ok := cmakeScriptDef(args, i); ok {
				out = append(out, d)
				continue
			}
		}
		for _, o := range opts {
			val, next, ok := optionValue(args, i, []string{o}, true)
			if !ok {
				continue
			}
			if p.Program == "ctest" {
				val = ctestScriptWord(val)
			}
			out = append(out, optScript{val, o})
			i = next
			break
		}
	}
	return out
}

// cmakeScriptDef returns the script a cmake -D definition at args[i]
// (`-DNAME=F`, `-DNAME:FILEPATH=F`, `-D NAME=F`) gives one of
// cmakeScriptVars, and true.
func cmakeScriptDef(args []Word, i int) (optScript, bool) {
	w := args[i]
	lit, _ := litPrefix(w)
	def, skip := "", 2
	switch {
	case lit == "-D" && i+1 < len(args):
		w = args[i+1]
		def, _ = litPrefix(w)
		skip = 0
	case strings.HasPrefix(lit, "-D"):
		def = lit[2:]
	default:
		return optScript{}, false
	}
	eq := strings.IndexByte(def, '=')
	if eq < 0 {
		return optScript{}, false
	}
	name, _, _ := strings.Cut(def[:eq], ":")
	if !contains(cmakeScriptVars, name) {
		return optScript{}, false
	}
	return optScript{subWord(w, skip+eq+1), "-D" + name + "="}, true
}

// ctestScriptWord is the script of ctest's -S value `F,ARGS`: F.
func ctestScriptWord(w Word) Word {
	v, lit := w.Literal()
	if !lit {
		return w
	}
	if f, _, ok := strings.Cut(v, ","); ok {
		out := LitWord(f)
		out.Span = w.Span
		return out
	}
	return w
}

// optionScriptFile returns the word and the reason when p is given, by an
// option, a script file from outside the project.
func optionScriptFile(p *Part) (Word, string) {
	for _, s := range optionScripts(p) {
		v, lit := s.word.Literal()
		if lit && (inTreePath(v) || strings.Contains(v, "://") || systemScriptPath(v)) {
			continue
		}
		return s.word, fmt.Sprintf("%s %s %s runs a script from outside the project, in %s, which ozdesk does not read, so what it runs is not known.",
			p.Program, strings.TrimSuffix(s.opt, "="), quoteRaw(s.word.Raw), optScriptLanguage(p.Program))
	}
	return Word{}, ""
}

// optScriptLanguage names the language of a program's script files.
func optScriptLanguage(program string) string {
	switch program {
	case "gradle", "gradlew":
		return "Groovy or Kotlin (gradle's init script)"
	case "rake":
		return "Ruby (a Rakefile)"
	}
	return "cmake's language"
}

// systemScriptPath reports whether a literal path is a clean absolute one
// below the system's program directories (installed software's).
func systemScriptPath(v string) bool {
	if !strings.HasPrefix(v, "/") || strings.Contains(v, "..") {
		return false
	}
	for _, d := range systemProgramDirs {
		if strings.HasPrefix(v, d) {
			return true
		}
	}
	return false
}

// optionScriptFiles returns the words of the script files part p is
// given by an option, which it runs (made-then-run).
func optionScriptFiles(p *Part) []Word {
	var out []Word
	for _, s := range optionScripts(p) {
		out = append(out, s.word)
	}
	return out
}
