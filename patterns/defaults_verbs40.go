package patterns

// verbs40 are, per default, the programs and verbs the rt40 red team found
// deleting with no ask (family 1) where [cli-delete]'s shape does not
// reach, each named by the effect a default already names by other
// spellings:
//
//   - cmd.cloud-delete: a remote file system's rm (`databricks fs rm`,
//     `hdfs dfs -rm`/`-rmr`/`-rmdir`/`-expunge`, `hadoop fs …`), a deploy
//     CLI's delete as its first word (`railway delete`, `kamal remove`,
//     `kamal app remove`), a memcached flushed (`memcflush`, as
//     `redis-cli FLUSHALL`), a gRPC method named for a delete (`grpcurl …
//     admin.v1.Admin/DeleteAllUsers`), an API path whose last segment is
//     a delete (`curl -X POST https://api.example.com/v1/projects/prod/delete`,
//     any method: the path names the action), and a bucket's lifecycle set
//     (`gsutil lifecycle set`, as `aws s3api put-bucket-lifecycle…`);
//   - cmd.credentials: a secret manager's item deleted (`bw delete`,
//     `lpass rm`, `op item delete`, `infisical secrets delete`), as `pass
//     rm` is.
//
// Built on first use, as every table is (lazy.go).
var verbs40 = lazy[map[string][]string]{build: func() map[string][]string {
	var cloud []string
	for _, fs := range []string{"hdfs dfs", "hadoop fs", "hadoop dfs"} { // an option matches wherever it stands
		for _, v := range []string{"-rm", "-rmr", "-rmdir", "-expunge"} {
			cloud = append(cloud, fs+" "+v+" **")
		}
	}
	for _, dl := range []string{"curl", "wget", "http", "https", "xh", "xhs"} {
		cloud = append(cloud, dl+" ** [url-delete] **")
	}
	for _, m := range []string{"Delete", "Destroy", "Drop", "Purge", "Truncate", "Wipe"} {
		cloud = append(cloud, "grpcurl ** */"+m+"* **")
	}
	return map[string][]string{
		"cmd.cloud-delete": append(cloud,
			"databricks ** fs rm **", "railway ** delete **", "kamal ** remove **",
			"memcflush **", "gsutil ** lifecycle set **"),
		"cmd.credentials": {
			"bw ** delete **", "lpass ** rm **", "op ** delete **", "infisical ** delete **",
		},
	}
}}
