package patterns

import "testing"

// effects12PublishCases: publishing by workspace selectors, build tools
// and registries' own clients, beside their everyday neighbours.
var effects12PublishCases = []runnerCase{
	asks("yarn workspace a npm publish", "cmd.publish"),
	asks("yarn workspace @o/a npm publish --access public", "cmd.publish"),
	asks("yarn workspaces foreach npm publish", "cmd.publish"),
	asks("yarn workspaces foreach -A --topological npm publish --tolerate-republish", "cmd.publish"),
	asks("yarn workspaces foreach --all -pt npm publish", "cmd.publish"),
	asks("lerna exec -- npm publish", "cmd.publish"),
	asks("npx lerna exec --concurrency 1 -- npm publish", "cmd.publish"),
	asks("sbt publish", "cmd.publish"),
	asks("sbt clean +publishSigned", "cmd.publish"),
	asks("sbt 'project core' publish", "cmd.publish"),
	asks("sbt \";clean;publish\"", "cmd.publish"),
	asks("sbt -Dsbt.log.noformat=true release with-defaults", "cmd.publish"),
	asks("lein deploy clojars", "cmd.publish"),
	asks("mill __.publishSonatypeCentral", "cmd.publish"),
	asks("docker buildx bake --set \"*.output=type=registry\"", "cmd.publish"),
	asks("docker buildx bake --set=app.output=type=image,push=true", "cmd.publish"),
	asks("docker builder build --push -t r/a .", "cmd.publish"),
	asks("swift package-registry publish o.pkg 1.0.0", "cmd.publish"),
	asks("cabal upload --publish dist/a.tar.gz", "cmd.publish"),
	asks("jreleaser full-release", "cmd.publish"),
	asks("jf rt u 'dist/*' repo/", "cmd.publish"),
	asks("npm publish --workspaces --dry-run false", "cmd.publish"),
	allows("yarn workspace a build"),
	allows("yarn workspace a npm publish --dry-run"),
	allows("yarn workspaces foreach -A run test"),
	allows("lerna exec -- npm test"),
	allows("sbt test"),
	allows("sbt publishLocal"),
	allows("sbt compile 'testOnly a.B'"),
	allows("lein test"),
	allows("mill __.compile"),
	allows("mill __.publishLocal"),
	allows("docker buildx bake"),
	allows("docker buildx bake --set '*.platform=linux/amd64' --load"),
	allows("docker builder prune -f"),
	allows("swift build"),
	allows("cabal build"),
	allows("jreleaser full-release --dry-run"),
}

func TestEffects12PublishCases(t *testing.T) {
	testRunnerTable(t, effects12PublishCases)
}
