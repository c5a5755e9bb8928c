package patterns

import "testing"

// fx42bSyncDirCases (fx42b, rt41 wrong rule 1): a sync from a bucket or a
// remote to a local directory deletes that directory's files the source
// lacks, so its ask names the local place (the home: delete-home); a sync
// to the bucket stays cloud-delete's.
var fx42bSyncDirCases = []evalCase{
	ask(`aws s3 sync s3://empty ~/ --delete`, "cmd.delete-home"),
	ask(`aws s3 sync --delete s3://empty ~`, "cmd.delete-home"),
	ask(`gsutil rsync -d gs://b ~/`, "cmd.delete-home"),
	ask(`rclone sync remote: ~/`, "cmd.delete-home"),
	ask(`aws s3 sync ./empty s3://prod-bucket --delete`, "cmd.cloud-delete"),
	allow(`aws s3 sync s3://b/data ./data`),
}

func TestFx42bSyncDir(t *testing.T) { runCases(t, fx42bSyncDirCases) }
