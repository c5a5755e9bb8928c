package patterns

import (
	"path"
	"strings"
)

// Many tools load a configuration file of the directory they run in as
// code (rt31 F7): terraform runs the programs a .tf file's external data
// source names, pylint a .pylintrc's init-hook, eslint the parser an
// .eslintrc.json names, mocha what .mocharc.yml requires, babel and
// webpack their configs' plugins, sbt the JVM options of .jvmopts,
// alembic its env.py and migrations, rspec its spec_helper.rb and specs.
// A part that runs such a tool after an earlier part made one of those
// files runs what the line made: unreadable (made-then-run), as a made
// Makefile is (effects_madeargs.go's buildConfigNames).
//
// toolConfigs is that knowledge, one entry a tool:
//
//   - names are files the tool finds by name where it runs (or in a
//     directory above or below it), each a base name or a short path
//     (.storybook/*), glob-matched (path.Match) against the end of the
//     made path. They are distinctive enough that any later part not
//     known to read only data counts as running the tool (npm run lint
//     runs eslint, make test runs mocha), as buildConfigNames' are.
//   - tree are star-patterns below the directory the tool reads (*.tf,
//     spec/*.rb, *.py): names too common to stand for the tool anywhere
//     (main.tf, env.py), counted for the tool's own parts only, as
//     treeCode's (effects_tree.go) are. A test runner's tests count as
//     jest's and pytest's do (effects_tree_implicit.go): running tests
//     the line just wrote runs what it made.
//   - dirOpts are the tool's options that choose the directory it reads
//     (terraform -chdir=DIR); an option naming the config file itself
//     (eslint -c, mocha --config, webpack --config, pylint --rcfile) is
//     an argument madeArgFiles already reads as a file the part runs.
//   - skip are first operands (subcommands) that load none of them
//     (terraform fmt, version); "" stands for no operand at all.
//
// Docker's build files are not here: a docker build runs its RUN steps
// in a container, not on the host (readsDockerfile judges them).
type toolConfig struct {
	tools   []string
	names   []string
	tree    []string
	dirOpts []string
	skip    []string
}

// toolConfigs are the tools that load configuration or project files as
// code, each with the files it loads (see toolConfig).
var toolConfigs = []toolConfig{
	// terraform and OpenTofu run every .tf's external data sources and
	// provisioners at plan and apply, and validate starts its providers.
	{tools: []string{"terraform", "tofu"}, tree: []string{"*.tf", "*.tf.json", "*.tofu", "*.tofu.json"},
		dirOpts: []string{"-chdir"}, skip: []string{"", "fmt", "version", "-version", "-v", "--version", "-help", "--help", "-h"}},
	{tools: []string{"terragrunt"}, names: []string{"terragrunt.hcl", "terragrunt.hcl.json"}, tree: []string{"*.tf", "*.hcl"},
		dirOpts: []string{"--terragrunt-working-dir", "--working-dir"}, skip: []string{"", "--version", "-v", "--help", "-h"}},
	// Python linters, test and coverage tools: init-hook, load-plugins,
	// coverage's plugins (pyproject.toml, setup.cfg and tox.ini are
	// buildConfigNames').
	{tools: []string{"pylint"}, names: []string{".pylintrc", "pylintrc", ".pylintrc.toml", "pylintrc.toml"}},
	{tools: []string{"coverage"}, names: []string{".coveragerc"}},
	{tools: []string{"pytest", "py.test"}, names: []string{"conftest.py", "pytest.ini", ".pytest.ini"}},
	{tools: []string{"tox"}, names: []string{"tox.ini"}},
	{tools: []string{"nox"}, names: []string{"noxfile.py"}},
	{tools: []string{"pip", "pip3", "python", "python3"}, names: []string{"setup.py"}},
	// alembic runs script_location's env.py, which imports the
	// project's models, and the migrations it applies.
	{tools: []string{"alembic"}, names: []string{"alembic.ini"}, tree: []string{"*.py"}},
	// mkdocs runs the hooks mkdocs.yml names (Python files).
	{tools: []string{"mkdocs"}, names: []string{"mkdocs.yml", "mkdocs.yaml"}, tree: []string{"*.py"}},
	{tools: []string{"dvc"}, names: []string{"dvc.yaml"}},
	// JavaScript linters, formatters, compilers, bundlers and test
	// runners: their configs are code, or name parsers, plugins,
	// presets, loaders and required files that are.
	{tools: []string{"eslint"}, names: []string{".eslintrc", ".eslintrc.*", "eslint.config.*"}},
	{tools: []string{"prettier"}, names: []string{".prettierrc", ".prettierrc.*", "prettier.config.*"}},
	{tools: []string{"stylelint"}, names: []string{".stylelintrc", ".stylelintrc.*", "stylelint.config.*"}},
	{tools: []string{"babel", "babel-node"}, names: []string{".babelrc", ".babelrc.*", "babel.config.*"}},
	{tools: []string{"webpack", "webpack-cli", "webpack-dev-server"}, names: []string{"webpack.config.*", "webpackfile.*"}},
	{tools: []string{"rollup"}, names: []string{"rollup.config.*"}},
	{tools: []string{"vite"}, names: []string{"vite.config.*"}},
	{tools: []string{"vitest"}, names: []string{"vitest.config.*", "vitest.workspace.*", "vite.config.*"}},
	{tools: []string{"jest"}, names: []string{"jest.config.*"}},
	{tools: []string{"mocha"}, names: []string{".mocharc", ".mocharc.*"}},
	{tools: []string{"karma"}, names: []string{"karma.conf.*"}},
	{tools: []string{"next"}, names: []string{"next.config.*"}},
	{tools: []string{"nuxt", "nuxi"}, names: []string{"nuxt.config.*"}},
	{tools: []string{"tailwindcss"}, names: []string{"tailwind.config.*"}},
	{tools: []string{"postcss"}, names: []string{"postcss.config.*", ".postcssrc", ".postcssrc.*"}},
	{tools: []string{"grunt"}, names: []string{"Gruntfile.*", "gruntfile.*"}},
	{tools: []string{"gulp"}, names: []string{"gulpfile.*", "Gulpfile.*"}},
	{tools: []string{"storybook", "start-storybook", "build-storybook"}, names: []string{".storybook/*"}},
	// sequelize reads .sequelizerc, then runs the migrations, seeders
	// and config it names (migrations/, seeders/, config/ by default).
	{tools: []string{"sequelize", "sequelize-cli"}, names: []string{".sequelizerc"},
		tree: []string{"migrations/*", "seeders/*", "config/*", "models/*"}},
	// Ruby: rspec loads .rspec's requires, spec_helper.rb and the
	// specs; rails test and rake test the tests; bundle the Gemfile.
	{tools: []string{"rspec"}, names: []string{".rspec"}, tree: []string{"spec/*.rb"}},
	{tools: []string{"rails"}, tree: []string{"test/*.rb"}},
	{tools: []string{"rake"}, names: []string{"Rakefile", "rakefile", "Rakefile.rb"}, tree: []string{"test/*.rb", "spec/*.rb"}},
	{tools: []string{"bundle", "bundler"}, names: []string{"Gemfile", "*.gemspec"}},
	{tools: []string{"phpunit", "pest"}, names: []string{"phpunit.xml", "phpunit.xml.dist"}, tree: []string{"tests/*.php"}},
	// JVM builds: sbt's JVM options and build definition, leiningen's
	// project.clj and tests, the Clojure CLI's deps.edn, gradle's and
	// maven's builds (their plugins run code).
	{tools: []string{"sbt"}, names: []string{".jvmopts", ".sbtopts", "*.sbt"}, tree: []string{"project/*.scala", "project/*.sbt"}},
	{tools: []string{"lein"}, names: []string{"project.clj", "profiles.clj"}, tree: []string{"test/*.clj", "test/*.cljc"}},
	{tools: []string{"clojure", "clj"}, names: []string{"deps.edn"}},
	{tools: []string{"gradle", "gradlew"}, names: []string{"build.gradle", "build.gradle.kts", "settings.gradle", "settings.gradle.kts"}},
	{tools: []string{"mvn", "mvnw"}, names: []string{"pom.xml"}},
	{tools: []string{"rebar3"}, names: []string{"rebar.config", "rebar.config.script"}},
	{tools: []string{"cpanm"}, names: []string{"Build.PL", "Makefile.PL"}},
	// Task runners, dev environments and release tools: their files
	// are commands.
	{tools: []string{"just"}, names: []string{"justfile", "Justfile", ".justfile"}},
	{tools: []string{"task"}, names: []string{"Taskfile.yml", "Taskfile.yaml", "taskfile.yml", "taskfile.yaml"}},
	// cargo-make (cargo make, makers) runs the tasks' scripts of
	// Makefile.toml (rt39 §6).
	{tools: []string{"makers", "cargo-make"}, names: []string{"Makefile.toml", "makefile.toml"}},
	{tools: []string{"vagrant"}, names: []string{"Vagrantfile"}},
	{tools: []string{"tilt"}, names: []string{"Tiltfile"}},
	{tools: []string{"earthly"}, names: []string{"Earthfile"}},
	{tools: []string{"skaffold"}, names: []string{"skaffold.yaml", "skaffold.yml"}},
	{tools: []string{"goreleaser"}, names: []string{".goreleaser.yml", ".goreleaser.yaml", "goreleaser.yml", "goreleaser.yaml"}},
	{tools: []string{"devbox"}, names: []string{"devbox.json"}},
	{tools: []string{"ansible", "ansible-playbook"}, names: []string{"ansible.cfg"}},
	{tools: []string{"pre-commit"}, names: []string{".pre-commit-config.yaml"}},
	{tools: []string{"lefthook"}, names: []string{"lefthook.yml", "lefthook.yaml", ".lefthook.yml", "lefthook-local.yml"}},
}

// isToolConfigPath reports whether a made path ends in a file of some
// tool's names (toolConfigs): a file any runner may be loading.
func isToolConfigPath(p string) bool {
	for _, c := range toolConfigs {
		for _, n := range c.names {
			if matchPathEnd(n, p) {
				return true
			}
		}
	}
	return false
}

// matchPathEnd reports whether the last components of p, as many as
// pattern has, match pattern (path.Match; a bad pattern matches nothing).
func matchPathEnd(pattern, p string) bool {
	n := strings.Count(pattern, "/") + 1
	end := p
	for i, k := len(p), 0; i > 0; i-- {
		if p[i-1] == '/' {
			k++
			if k == n {
				end = p[i:]
				break
			}
		}
	}
	ok, err := path.Match(pattern, end)
	return ok && err == nil
}

// toolConfigCode returns the places of the files part p, running in
// dir, loads as code by its tool's entry of toolConfigs: its names and
// its tree below the directory it reads.
func toolConfigCode(p *Part, dir place) []place {
	c := toolConfigOf(p.Program)
	if c == nil || c.skips(p) {
		return nil
	}
	dir = c.readDir(p, dir)
	var out []place
	for _, n := range c.names {
		out = append(out, patternBelow(dir, n))
	}
	for _, t := range c.tree {
		out = append(out, patternBelow(dir, t))
	}
	return out
}

// toolConfigOf returns the entry of toolConfigs for a program, or nil.
func toolConfigOf(program string) *toolConfig {
	if program == "" {
		return nil
	}
	for i := range toolConfigs {
		if contains(toolConfigs[i].tools, program) {
			return &toolConfigs[i]
		}
	}
	return nil
}

// skips reports whether p's first operand is a subcommand of c's skip
// list (or p has none, when "" is on it); a first operand not literal
// skips nothing.
func (c *toolConfig) skips(p *Part) bool {
	if len(c.skip) == 0 {
		return false
	}
	args := p.Args()
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			return false
		}
		if strings.HasPrefix(v, "-") && !contains(c.skip, v) {
			if !strings.Contains(v, "=") && contains(c.dirOpts, v) {
				i++ // the directory option's value
			}
			continue
		}
		return contains(c.skip, v)
	}
	return contains(c.skip, "")
}

// readDir returns the directory p reads c's files from: the value of
// its last directory option (-chdir=DIR, --working-dir DIR), read in
// dir, or dir. A value the reader cannot know is a directory it cannot
// place.
func (c *toolConfig) readDir(p *Part, dir place) place {
	args := p.Args()
	for i, w := range args {
		lit, _ := litPrefix(w)
		name, _, eq := strings.Cut(lit, "=")
		if !contains(c.dirOpts, name) {
			continue
		}
		val := Word{}
		switch {
		case eq:
			val = subWord(w, len(name)+1)
		case i+1 < len(args):
			val = args[i+1]
		default:
			continue
		}
		if pl, ok := wordPlace(val, dir); ok && !pl.tree {
			dir = pl
		} else {
			dir = place{at: atSome, pat: []string{"/", ""}}
		}
	}
	return dir
}

// patternBelow returns the place of the star-pattern rel below dir
// (spec/*.rb: dir/spec/ then anything ending .rb); below a directory
// the reader cannot place, anywhere that ends so.
func patternBelow(dir place, rel string) place {
	if len(dir.pat) != 1 {
		return place{at: atSome, pat: strings.Split("/*"+rel, "*")}
	}
	base := strings.TrimSuffix(dir.pat[0], "/") + "/"
	return place{at: dir.at, pat: strings.Split(base+rel, "*")}
}

// writesNothing reports whether part p writes no text into what it makes
// (`: > main.tf`, `true > x`, `echo > main.tf`: at most a newline): a
// file found by name that it made empty holds no code, and what the tool
// then does (terraform apply destroying what main.tf no longer holds) is
// judged by the other defaults.
func writesNothing(p *Part) bool {
	if len(p.Redirs) == 0 || len(p.Args()) > 0 {
		return false
	}
	return p.Program == ":" || p.Program == "true" || p.Program == "echo"
}
