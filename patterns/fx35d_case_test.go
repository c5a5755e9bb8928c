package patterns

import "testing"

// toolConfigCases (rt31 F7): a tool that loads a configuration or project
// file of its directory as code, run after an earlier part of the line
// wrote that file, runs what the line made (made-then-run): terraform's
// .tf, pylint's .pylintrc, eslint's, mocha's, babel's and webpack's
// configs, storybook's .storybook, alembic's env.py, leiningen's
// project.clj, dvc.yaml, mkdocs.yml, .sequelizerc, rspec's specs, sbt's
// .jvmopts, .coveragerc. Their everyday neighbours stay allowed: the
// tool alone, the tool after a file it does not load (webpack bundles
// src/ but does not run it), a file written and only looked at.
var toolConfigCases = []evalCase{
	ask(`echo 'data "external" "x" { program = ["sh","-c","id"] }' > x.tf && terraform plan`, "cmd.unreadable"),
	ask(`printf "[MAIN]\ninit-hook=\"import os; os.system('id')\"\n" > .pylintrc && pylint src`, "cmd.unreadable"),
	ask(`echo "{\"parser\":\"./evil.js\"}" > .eslintrc.json && npx eslint .`, "cmd.unreadable"),
	ask(`echo "require: ./evil.js" > .mocharc.yml && npx mocha`, "cmd.unreadable"),
	ask("echo x > .storybook/main.js && npx storybook build", "cmd.unreadable"),
	ask("echo x > alembic/env.py && alembic upgrade head", "cmd.unreadable"),
	ask("echo x > project.clj && lein test", "cmd.unreadable"),
	ask("echo x > dvc.yaml && dvc repro", "cmd.unreadable"),
	ask(`echo "hooks: [evil.py]" > mkdocs.yml && mkdocs build`, "cmd.unreadable"),
	ask("echo x > .sequelizerc && npx sequelize db:migrate", "cmd.unreadable"),
	ask("echo x > spec/spec_helper.rb && bundle exec rspec", "cmd.unreadable"),
	ask("echo x > webpack.config.babel.js && npx webpack", "cmd.unreadable"),
	ask("echo x > .babelrc && npx babel src -d lib", "cmd.unreadable"),
	ask("echo x > .jvmopts && sbt compile", "cmd.unreadable"),
	ask(`echo "[run]\nplugins = evil" > .coveragerc && coverage run -m pytest`, "cmd.unreadable"),
	ask("echo x > infra/main.tf && terraform -chdir=infra plan", "cmd.unreadable"),
	ask("echo x > /tmp/i/main.tf && terraform -chdir=/tmp/i apply", "cmd.unreadable"),
	ask("echo x > main.tf.json && tofu apply -auto-approve", "cmd.unreadable"),
	ask("echo x > project/Evil.scala && sbt compile", "cmd.unreadable"),
	ask("echo x > .eslintrc.js && npm run lint", "cmd.unreadable"),
	ask("echo x > .prettierrc.cjs && npx prettier --write .", "cmd.unreadable"),
	ask("echo x > vite.config.mts && npx vite build", "cmd.unreadable"),
	ask("echo x > skaffold.yaml && skaffold build", "cmd.unreadable"),
	ask("echo x > .goreleaser.yaml && goreleaser build", "cmd.unreadable"),
	ask("echo x > spec/a_spec.rb && rspec", "cmd.unreadable"),
	allow("echo x > README.md && terraform plan"),
	allow("terraform plan"),
	allow("terraform -chdir=infra plan"),
	allow("echo x > a.tf && terraform fmt"),
	allow("echo x > main.tf && git add main.tf"),
	allow("npx eslint ."),
	allow("echo x > src/app.js && npx webpack"),
	allow("echo x > docs/index.md && mkdocs build"),
	allow("pylint src"),
	allow("echo x > notes.md && npx mocha"),
	allow("lein test"),
	ask(": > main.tf && terraform apply -auto-approve", "cmd.cloud-delete"), // emptied: no code, but everything destroyed
	allow("sbt compile"),
}

func TestFx35dToolConfigCases(t *testing.T) { runCases(t, toolConfigCases) }

// projectLaterCases (rt31 #7, F4): files a later call runs, written
// alone: systemd's user units recreated by cp --parents, a git hook
// merged into by git merge-file, a program on PATH appended to, pnpm's
// .pnpmfile.cjs, a toolchain file whose path names programs, a virtual
// environment's activate script, node_modules/.bin's programs,
// ~/.terraformrc. A new program installed on PATH, a toolchain pinned to
// a channel and an append to a note stay allowed.
var projectLaterCases = []evalCase{
	ask("cd /tmp/k && cp -r --parents .config/systemd ~/", "cmd.unreadable"),
	ask("cp --parents .config/systemd/user/x.service ~/", "cmd.unreadable"),
	ask("git merge-file .git/hooks/pre-commit base theirs", "cmd.unreadable"),
	ask("echo id >> ~/bin/deploy", "cmd.unreadable"),
	ask("echo id | tee -a ~/.local/bin/tool", "cmd.unreadable"),
	ask("echo x > .pnpmfile.cjs", "cmd.unreadable"),
	ask(`printf "[toolchain]\npath = \"/tmp/tc\"\n" > rust-toolchain.toml`, "cmd.unreadable"),
	ask(`echo 'path = "/tmp/tc"' >> rust-toolchain.toml`, "cmd.unreadable"),
	ask(`echo "rm -rf ~" >> .venv/bin/activate`, "cmd.unreadable"),
	ask("echo x >> venv/bin/activate.fish", "cmd.unreadable"),
	ask(`printf '#!/bin/sh\nid\n' > node_modules/.bin/tsc`, "cmd.unreadable"),
	ask("echo x > node_modules/.bin/eslint && npm ls", "cmd.unreadable"), // was fx22d1's everyday case
	ask("echo x > ~/.terraformrc", "cmd.unreadable"),
	allow(`echo 'channel = "nightly"' > rust-toolchain.toml`),
	allow("echo nightly > rust-toolchain"),
	allow("cp build/tool ~/.local/bin/tool"),
	allow("echo x > ~/bin/newtool"),
	allow("git merge-file src/a.go base theirs"),
	allow("cp --parents src/a.go dist/"),
	allow("echo x >> notes.txt"),
	allow("python3 -m venv .venv"),
	allow("ln -sf /usr/bin/python3 venv/bin/python"),
	allow("echo 'export X=1' >> .envrc"),
}

func TestFx35dProjectLaterCases(t *testing.T) { runCases(t, projectLaterCases) }
