package patterns

import "testing"

// publishMoreCases (rt44 §5): gsutil's top-level options before its
// command, rush's publish and publish-please.
var publishMoreCases = []evalCase{
	ask("gsutil -m cp -a public-read dist/* gs://b/", "cmd.publish"),
	ask("gsutil -m acl ch -u AllUsers:R gs://b/app.js", "cmd.publish"),
	ask("gsutil -o GSUtil:parallel_composite_upload_threshold=150M cp -a public-read x.tgz gs://b/", "cmd.publish"),
	ask("rush publish -p --include-all", "cmd.publish"),
	ask("npx publish-please", "cmd.publish"),
	allow("gsutil -m cp -r dist gs://b/"),
	allow("gsutil ls gs://b"),
	allow("rush publish"),
	allow("rush build"),
	allow("npx publish-please --dry-run"),
}

func TestPublishMoreCases(t *testing.T) { runCases(t, publishMoreCases) }
