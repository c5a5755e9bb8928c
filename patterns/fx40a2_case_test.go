package patterns

import "testing"

// fx40a2Cases: rt40 family 1's rows the general [cli-delete] rule missed:
// remote file systems' rm, a colon verb's remove, deploy CLIs' first-word
// delete, secret managers' deletes, cbq's SQL, memcflush, a gRPC Delete
// method, a URL path ending in delete, gsutil lifecycle.
var fx40a2Cases = []evalCase{
	ask("databricks fs rm -r dbfs:/mnt/prod", "cmd.cloud-delete"),
	ask("hdfs dfs -rm -r -skipTrash /data", "cmd.cloud-delete"),
	ask("hadoop fs -rm -r /prod", "cmd.cloud-delete"),
	ask("hadoop fs -rmr /prod", "cmd.cloud-delete"),
	ask("hdfs dfs -rmdir /data/x", "cmd.cloud-delete"),
	ask("hdfs dfs -expunge", "cmd.cloud-delete"),
	allow("curl -X POST http://localhost:3000/api/items/3/delete"), // this machine's dev server
	allow("curl -X POST http://127.0.0.1:8080/v1/jobs/purge"),
	allow("hdfs dfs -ls /data"),
	allow("hadoop fs -cat /prod/part-0000"),
	allow("databricks fs ls dbfs:/mnt/prod"),
	ask("twilio api:core:messages:remove --sid SM1", "cmd.cloud-delete"),
	ask("twilio api:core:messages:delete --sid SM1", "cmd.cloud-delete"),
	allow("twilio api:core:messages:list"),
	ask("heroku-like apps:rm web", "cmd.cloud-delete"),
	allow("poetry remove requests"),
	ask("railway delete -y", "cmd.cloud-delete"),
	ask("kamal remove -y", "cmd.cloud-delete"),
	allow("railway status"),
	allow("kamal deploy"),
	allow("todo delete 3"),
	ask("bw delete item 3b1c", "cmd.credentials"),
	ask("lpass rm prod/db", "cmd.credentials"),
	ask("op item delete prod-db", "cmd.credentials"),
	ask("infisical secrets delete DB_PASS --env=prod", "cmd.credentials"),
	allow("bw status"),
	allow("op item list"),
	ask("cbq -e couchbase://prod -s 'DROP BUCKET orders'", "cmd.cloud-delete"),
	allow("cbq -e couchbase://prod -s 'SELECT * FROM orders LIMIT 1'"),
	ask("memcflush --servers=prod:11211", "cmd.cloud-delete"),
	allow("memcstat --servers=prod:11211"),
	ask(`grpcurl -d '{"confirm":true}' prod.example:443 admin.v1.Admin/DeleteAllUsers`, "cmd.cloud-delete"),
	allow("grpcurl prod.example:443 admin.v1.Admin/ListUsers"),
	allow("grpcurl prod.example:443 list"),
	ask("curl -X POST https://api.example.com/v1/projects/prod/delete", "cmd.cloud-delete"),
	allow("curl https://api.example.com/v1/projects/prod"),
	ask("curl 'https://api.example.com/v1/projects/prod/delete?force=1'", "cmd.cloud-delete"),
	ask("curl https://api.example.com/v1/cache/purge", "cmd.cloud-delete"),
	ask("http POST https://api.example.com/v1/projects/prod/destroy", "cmd.cloud-delete"),
	ask("gsutil lifecycle set expire-all.json gs://prod-backups", "cmd.cloud-delete"),
	allow("gsutil lifecycle get gs://prod-backups"),
}

func TestFx40a2Cases(t *testing.T) { runCases(t, fx40a2Cases) }

// fx40a2NearCases: near misses that stay everyday.
var fx40a2NearCases = []evalCase{
	allow("curl -X POST http://localhost:3000/api/items/3/deleted"),
	allow("curl https://api.example.com/v1/delete-policy.html"),
	allow("kamal deploy -d staging"),
	allow("grpcurl -plaintext localhost:50051 describe admin.v1.Admin"),
	allow("op vault list"),
	allow("gsutil ls gs://prod-backups"),
	allow("npm run remove"),
	allow("curl https://docs.example.com/api/delete/overview"),
}

func TestFx40a2NearCases(t *testing.T) { runCases(t, fx40a2NearCases) }
