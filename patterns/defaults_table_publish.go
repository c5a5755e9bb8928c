package patterns

// defaultPublish is the default rule cmd.publish: packages and releases published.
func defaultPublish() DefaultInfo {
	return DefaultInfo{
		ID:     "cmd.publish",
		Reason: "publishes a package, image or release for others to download",
		Effects: "Each registry CLI's publishing verbs, read with that CLI's own abbreviations (npm takes any unique prefix: " +
			"`npm pub`, `publ`), toolchain selectors (`cargo +nightly publish`), pushing builds (`docker buildx … --push`, " +
			"`--output type=registry`, `imagetools create`), a draft made public, and taking a release back " +
			"(`npm unpublish`, `deprecate`, `dist-tag`, `cargo yank`, `gem yank`, `dotnet nuget delete`, `vsce unpublish`: fx20d1), " +
			"a workspace's publish (`yarn workspace NAME npm publish`, `yarn workspaces foreach … npm publish`, `lerna exec -- npm publish`), " +
			"`nx release` (its version, changelog and publish steps at once; `nx release publish`; not its `version`, `changelog` or `plan` alone, nor with `--skip-publish`: rt39 §6), " +
			"`docker buildx bake` with `--push` or `--set *.output=type=registry`, `docker builder build --push`, and the build tools' and registries' " +
			"publishing verbs (`sbt publish`/`+publish`/`publishSigned`/`release`, `lein deploy`, mill's `publish…` targets, `swift package-registry publish`, " +
			"`conda upload`, `pixi upload`, `rattler-build upload`, dart's old `pub publish` and its `lish`/`lush` aliases, `glab`/`hub`/`tea` release create, `ghr`, `cloudsmith push`, `wasm-pack publish`, `helm cm-push` (fx18d1), " +
			"`cabal`/`stack upload`, `opam`, `nimble`, `gleam`, `elm publish`, `rebar3 hex publish`, `jreleaser`, `jf rt upload`), gradle's `publish` tasks and its legacy `uploadArchives` (fx69a, rt67 F; `publishToMavenLocal`, a local repository, is left alone). Dry runs are left alone. " +
			"A task named for releasing, run by the project's runner ([release-task], fx45e, rt44 §7; a might, because the word is the task's name and the task may only build an optimised binary, as many Makefiles' `release` does; where the task's body can be read from disk it is judged too, and a body that certainly publishes (`\"ship\": \"npm publish\"`) asks whatever the task's name, fx49r: see the section on runners): `make release`, `just release`, `task release`, `npm run release` (`run-script`, `yarn release`, `pnpm release`, `bun run`, `deno task`, `lerna run`), `turbo run publish`, `nx run proj:publish`, `nx publish proj`, `nx run-many -t build,publish`; the names are `release` and `publish`, alone, as a namespace (`release:patch`) or as a project's target (`proj:publish`); any other name (`npm run build`, `make test`, `npm run publish-docs`, `make deploy`) and make's and just's dry runs are left alone. " +
			"A version tag pushed ([tag-push], fx45e, rt44; a might: the line does not show the remote's release workflows or who fetches it): `git push origin v1.2.3`, `git push origin refs/tags/v1`, `git push origin tag v1.2.3`, `git tag v1.0.0 && git push origin v1.0.0`; and every tag here pushed (`git push --tags`, `--follow-tags`: named by the flag, certain that tags go); a tag is how a Go module's version is published (the module proxy keeps it for good), what a forge offers as that version's download, and what most release workflows start on. A branch pushed (`git push origin main`, `git push -u origin feature/x`) and a dry run are left alone; a tag deleted or forced on the remote is `cmd.force-push`'s. " +
			"By other names (fx22e4, rt22e #9, rt22d #19): RubyGems' unique prefixes of push (`gem pu`, `gem pus`), `gem release`, npm run through node by its script (`node …/npm/bin/npm-cli.js publish`), a GitHub release taken out of draft through the API (`gh api -X PATCH …/releases/1 -F draft=false`), `crane tag IMAGE latest`, `charmcraft upload`/`release`. " +
			"A release made as a draft (`gh release create TAG --draft`, `-d`) is left alone: nobody sees it until it is made public, which asks; so is a push to a loopback registry (`docker push localhost:5000/app`, `127.0.0.1:PORT/…`), which publishes to no one (fx39g, rt39 E396, E325). " +
			"Through remote builders and other registries (fx23e4, rt23d #7): `gcloud builds submit`, `az acr build`/`import` (built and pushed in the cloud), BuildKit's `buildctl build --output …,push=true` or `type=registry`, " +
			"`earthly`, `depot` and `skaffold` with `--push`, kaniko's `--destination` (its `executor`), `aws codeartifact publish-package-version`, `az artifacts universal publish`, `aws ecr put-image`, " +
			"`cachix push`, `huggingface-cli upload` (`hf upload`), `rush publish -p`/`--publish` and `publish-please` (rt44 §5; `rush publish` without `-p` only bumps versions, and gsutil's top-level options, `gsutil -m cp -a public-read`, are read before its command), `anaconda upload`, `gcloud artifacts … upload`, and objects made public by their ACL (`aws s3api put-object-acl --acl public-read`, `gsutil cp -a public-read`, `gsutil acl ch -u AllUsers:R`, an allUsers binding), and the same ACLs given by a copy (fx28e1, rt22d: `aws s3 cp`/`sync`/`mv --acl public-read` or `--grants` to AllUsers, `gcloud storage cp`/`rsync --predefined-acl=publicRead`, `gsutil rsync -a public-read`); a private or bucket-owner ACL is left alone; their builds without a push are left alone. Maven's deploy goal called by name (rt28d #8: `mvn deploy:deploy-file`, which uploads a file to a repository without the project's deploy phase); the hosting CLIs' deploys of the project's own site (`firebase deploy`, `surge`, `vercel --prod`, `netlify deploy --prod`, `wrangler deploy`) are left alone: the next deploy puts it back. " +
			"By a runner (fx41d, rt41 §5): the Python publishers run as modules (`python3 -m poetry publish`, `-m hatch publish`, `-m flit publish`, `-m pdm publish`, `-m maturin publish`), `semantic-release` and `release-it` run by node from their bin (`node node_modules/.bin/semantic-release`) or by `yarn run`/`pnpm run`, and chart-releaser's `cr upload`. And (fx42r2, rt42 §12): `luarocks upload`, and a GitHub release made public or the latest by `gh release edit --prerelease=false` or `--latest`, as `--draft=false` is (`gh release view`, `gh release edit --notes` are left alone). And (fx43r, rt42 §12): a file uploaded by `curl -T` (`--upload-file`) with credentials (`-u`, an Authorization or `*-Token` header) to a package registry's repository path (Nexus's `/repository/NAME/`, `/artifactory/`, Gitea's and Forgejo's `/api/packages/`, GitLab's `/packages/generic/` and its npm, maven and pypi paths): `curl -T pkg.tgz -u u:p https://nexus.example/repository/npm/`; an upload without credentials or to another path is left alone. tox's words after `--` (`tox -e release -- twine upload dist/*`) are arguments its tox.ini may or may not place where a command runs; they are not read as a command and are left alone. " +
			"Asked again by rt40 §7 (`npx gh-pages -d dist`, `npx surge dist x.surge.sh`, `fly deploy`) and decided again (fx40f): a production deploy replaces the project's own site or service, which the operator's next deploy (or the hosting's rollback) restores, as `helm upgrade` is left alone; publishing is a package, image or release that others download and keep, which no later step takes back; the deploys are everyday work for a web project, and the corpus keeps `firebase deploy` and `surge ./dist` allowed." +
			"And (fx46b, rt45): a file uploaded with credentials (-u, an Authorization or *-Token header) to a public registry's own host by `curl -T`/`--upload-file`, a PUT (npm's registry) or a form (PyPI's upload API): registry.npmjs.org, npm.pkg.github.com, repo1.maven.org, Sonatype's hosts, upload.pypi.org, rubygems.org, crates.io, nuget.org, uploads.github.com, Clojars (a download, or a read with a token, is left alone); release tools: `npm-publish`, `auto shipit`/`release`/`latest`/`canary`/`next` (not `--dry-run`), `cargo smart-release --execute` (without it a dry run), `hex publish` and `mix hex.publish`, a clj build's `deploy` (`clojure -X:deploy`, `clj -T:build deploy`), bazel's push, publish, deploy and release targets (`bazel run //images:push`), `ansible-galaxy collection publish` and `role import`, the Chrome Web Store's `publish` and `--auto-publish`, signatures and attestations pushed to the registry (`cosign sign`/`attest`/`copy`, `notation sign`, `docker trust sign`; `cosign sign-blob` and `--upload=false` keep them here).",
		Patterns: append(append([]string{
			"npm pu* **", "npm unp* **", "npm dep* **", "npm dis* add **", "npm dist-tags add **",
			"pnpm publish **", "yarn publish **", "yarn npm publish **", "bun publish **",
			"lerna publish **", "nx release **", "changeset publish **", "semantic-release **", "release-it **", "np **",
			"rush publish -p **", "rush publish --publish **", "publish-please **",
			"jsr publish **", "deno publish **",
			"cargo publish **", "cargo +* publish **", "cargo yank **", "cargo +* yank **", "cargo release --execute **",
			"cargo workspaces publish **", "cargo ws publish **",
			"twine upload **", "python* -m=twine upload **", "python* setup.py ** upload **", "gem push **",
			"poetry publish **", "uv publish **", "flit publish **", "hatch publish **", "pdm publish **",
			"rye publish **", "maturin publish **", "maturin upload **", "conan upload **",
			"docker push **", "docker image push **", "docker manifest push **", "docker buildx --push **",
			"docker buildx --output=*type=registry* **", "docker buildx --output=*push=true* **",
			"docker buildx -o=*type=registry* **", "docker buildx -o=*push=true* **",
			"docker buildx imagetools create **",
			"docker build --push **", "docker compose push **", "docker compose build --push **",
			"docker build --output=*type=registry* **", "docker build --output=*push=true* **", "docker build -o=*type=registry* **", "docker build -o=*push=true* **",
			"nerdctl push **", "nerdctl image push **",
			"docker-compose push **", "podman push **", "podman image push **", "podman manifest push **",
			"buildah push **", "crane push **", "crane copy **", "crane cp **", "oras push **", "oras copy **", "oras cp **",
			"regctl image copy **", "skopeo copy ** docker://*", "skopeo sync **", "ko build **", "ko publish **",
			"pack build --publish **", "helm push **",
			"gh release create **", "gh release upload **", "gh release edit --draft=false **", "gh api -X=POST */releases **",
			"goreleaser", "goreleaser release **",
			"mvn* ** deploy **", "mvn* ** deploy:deploy **", "mvn* ** release:perform **", "mvn* ** jib:build **",
			"gradle* ** publish **", "gradle* ** *:publish **", "gradle* ** publishToMavenCentral **",
			"gradle* ** publishToSonatype **", "gradle* ** publish*Repository **", "gradle* ** publishPlugins **",
			// fx69a (rt67 F): gradle's legacy upload task, which publishes
			// as `publish` does (publishToMavenLocal, local, is left alone).
			"gradle* ** uploadArchives **", "gradle* ** *:uploadArchives **",
			"gradle* ** jib **",
			"dotnet nuget push **", "nuget push **",
			"vsce publish **", "ovsx publish **", "snapcraft upload **", "snapcraft push **", "pod trunk push **",
			"flutter pub publish **", "dart pub publish **", "mix hex.publish **", "anaconda upload **", "rake release **",
			// fx18d1 (rt18d F11): conda's and pixi's uploads, dart's old
			// pub, the forges' release tools.
			"conda upload **", "pub publish **", "pub lish **", "pub lush **", "dart pub lish **", "dart pub lush **",
			"flutter pub lish **", "flutter pub lush **", "rattler-build upload **", "pixi upload **",
			"glab release create **", "tea release* create **", "hub release create **", "ghr **", "cloudsmith push **",
			"wasm-pack publish **", "helm cm-push **",
			"gh workflow run *release* **", "gh workflow run *publish* **", "gh workflow run *deploy* **",
			"yarn workspace * npm publish **", "yarn workspace * publish **",
			"yarn workspaces foreach ** npm publish **", "yarn workspaces foreach ** publish **",
			"docker buildx bake --set=*type=registry* **", "docker buildx bake --set=*push=true* **",
			"docker builder --push **", "docker builder --output=*type=registry* **", "docker builder -o=*type=registry* **",
			"docker builder --output=*push=true* **", "docker builder -o=*push=true* **",
			"swift package-registry publish **",
			"sbt ** *publish **", "sbt ** *publishSigned **", "sbt ** *publish\\;* **", "sbt ** *publishSigned\\;* **",
			"sbt ** release **", "sbt ** sonatypeBundleRelease **", "sbt ** sonatypeRelease **",
			"lein deploy **", "lein release **", "mill ** *.publish* **", "mill ** publish* **",
			"cabal upload **", "stack upload **", "opam publish **", "nimble publish **", "gleam publish **",
			"rebar3 hex publish **", "elm publish **", "dzil release **", "cpan-upload **",
			"jreleaser ** deploy **", "jreleaser ** release **", "jreleaser ** full-release **",
			"jf rt upload **", "jf rt u **", "jfrog rt upload **", "jfrog rt u **",
		}, append(moreVerbs.get()["cmd.publish"], append(verbs22.get()["cmd.publish"], append(verbs23.get()["cmd.publish"], append(verbs28.get()["cmd.publish"], append(verbs41d.get()["cmd.publish"], append(verbs42r2.get()["cmd.publish"], append(verbs43r.get()["cmd.publish"], verbs45e.get()["cmd.publish"]...)...)...)...)...)...)...)...), verbs46b.get()["cmd.publish"]...),
		Except: append([]string{
			"docker push --help", "docker push -h", "npm --help **", "cargo --help **", "gh --help **",
			"gh release create --draft **", "gh release create -d **",
			"docker push localhost:*", "docker push 127.0.0.1:*",
			"docker image push localhost:*", "docker image push 127.0.0.1:*", "podman push localhost:*", "podman push 127.0.0.1:*",
			"npm pu* --dry-run **", "npm unp* --dry-run **", "pnpm publish --dry-run **", "yarn npm publish --dry-run **", "bun publish --dry-run **",
			"cargo publish --dry-run **", "cargo publish -n **", "cargo +* publish --dry-run **",
			"goreleaser --snapshot **", "goreleaser release --skip=publish **", "lerna publish --no-push **",
			"nx release version **", "nx release changelog **", "nx release plan **", "nx release plan:check **",
			"nx release --dry-run **", "nx release -d **", "nx release --skip-publish **", "nx release --help **",
			"semantic-release --dry-run **", "release-it --dry-run **", "publish-please --dry-run **", "poetry publish --dry-run **",
			"uv publish --dry-run **", "dotnet nuget push --help",
			"yarn workspace * npm publish --dry-run **", "yarn workspaces foreach ** npm publish --dry-run **",
			"jreleaser full-release --dry-run **", "jreleaser release --dry-run **", "jreleaser deploy --dry-run **", "jf rt upload --dry-run **", "jf rt u --dry-run **",
			"mill ** *.publishLocal **", "mill ** *.publishM2Local **",
		}, append(publishExcept45e(), publishExcept46b()...)...),
		Caught: []string{
			"npm publish", "npm pub", "cargo publish --allow-dirty", "cargo +nightly publish",
			"docker push registry.example.com/app:1.2", "twine upload dist/*", "npm unpublish pkg@1.0.0",
			"docker buildx build -t r/app:1 --output type=registry .",
			"yarn workspace a npm publish", "sbt publish", "lein deploy clojars",
			"make release", "npm run release", "nx run web:publish", "git push origin v1.2.3", "git push --tags",
			"./gradlew uploadArchives",
		},
		Passed: []string{
			"npm install", "cargo build --release", "docker build -t app .", "npm pack",
			"npm publish --dry-run", "cargo publish --dry-run", "goreleaser release --snapshot --clean",
			"npm run publish-docs", "sbt publishLocal", "lein test", "yarn workspace a build",
			"npm run build", "make test", "make -n release", "git push origin main", "git push -u origin feature/x",
			"./gradlew publishToMavenLocal",
		},
	}
}
