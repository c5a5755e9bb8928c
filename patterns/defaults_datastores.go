package patterns

// dataStorePatterns are cmd.cloud-delete's patterns for the data stores
// and backups that the cloud CLIs' verbs do not reach: code that deletes
// data ([data-delete]) in the query option of any database client the
// table below names, or fed to it (or to a raw socket, `printf FLUSHALL |
// nc`, memcached's `flush_all`) by echo or printf; the deleting and purging verbs of the queues'
// and stores' admin CLIs (kafka, redpanda, rabbitmq, nats, influx,
// zookeeper, hosted postgres and mysql); the backup and snapshot tools'
// deletes (velero, restic, borg, tarsnap, duplicity, b2, snapper,
// timeshift, tmutil; btrfs subvolume delete is read as a delete of its
// paths: does_tooldeletes.go) and the settings that throw recovery away
// (retention 0, versioning suspended, lifecycle expiry, a key disabled or
// purged); and the clouds and orchestrators with no other delete rule
// (oci, ibmcloud, aliyun, scw, vultr, exoscale, wrangler, nomad, swarm,
// flux, libvirt, vagrant, lxc).
func dataStorePatterns() []string {
	var out []string
	for _, q := range dataQueryOptions {
		out = append(out, q+"=[data-delete] **")
	}
	for _, db := range dataPositionalClients {
		out = append(out, db+" ** [data-delete] **")
	}
	for _, db := range dataFedMore {
		out = append(out, "echo ** [data-delete] ** | "+db+" **", "printf ** [data-delete] ** | "+db+" **")
	}
	return append(append(out, dataAdminPatterns...), backupPatterns...)
}

// dataQueryOptions are database clients' options that carry the code
// they run, as `PROGRAM OPTION`.
var dataQueryOptions = []string{
	"sqlcmd -Q", "sqlcmd -q", "usql -c", "usql --command", "mysqlsh -e", "mysqlsh --execute",
	"trino --execute", "presto --execute", "beeline -e", "hive -e", "spark-sql -e", "impala-shell -q",
	"impala-shell --query", "vsql -c", "snowsql -q", "snowsql --query",
	"influx -execute", "surreal sql --query", "arangosh --javascript.execute-string",
	"cypher-shell -c", "clickhouse -q", "clickhouse local -q",
}

// dataPositionalClients take the code they run as an operand.
var dataPositionalClients = []string{"cypher-shell", "bq query", "sqlite-utils query", "dragonfly-cli"}

// dataFedMore are the clients and raw sockets that run what echo or printf
// feeds them, beyond dataFedDBs.
var dataFedMore = []string{"nc", "ncat", "netcat", "socat", "telnet", "cypher-shell", "sqlcmd", "valkey-cli", "keydb-cli", "trino", "mysqlsh"}

// dataAdminPatterns are the deleting and purging verbs of the queues' and
// stores' own admin CLIs.
var dataAdminPatterns = []string{
	"kafka-topics* --delete **", "kafka-consumer-groups* --delete **", "kafka-consumer-groups* --delete-offsets **",
	"kafka-delete-records* **", "kafka-configs* --add-config=*retention.ms=* **", "kafka-configs* --add-config=*retention.bytes=* **",
	"rpk ** delete **", "rpk ** trim-prefix **",
	"rabbitmqctl ** delete_* **", "rabbitmqctl ** purge_* **", "rabbitmqctl ** reset **", "rabbitmqctl ** force_reset **",
	"rabbitmqadmin ** delete **", "rabbitmqadmin ** purge **",
	"nats ** rm **", "nats ** del **", "nats ** delete **", "nats ** purge **",
	"influx delete **", "influx ** delete **",
	"zkCli* ** delete **", "zkCli* ** deleteall **", "zkCli* ** rmr **", "zookeeper-shell* ** delete **", "zookeeper-shell* ** deleteall **",
	"pg_dropcluster **", "mongorestore --drop **", "mongo-restore --drop **",
	"supabase db reset --linked **", "supabase db reset --db-url=* **", "supabase ** delete **",
	"pscale ** delete **", "neonctl ** delete **", "turso ** destroy **", "atlas ** delete **",
}

// backupPatterns are the backup and snapshot tools' deletes, the settings
// that throw recovery away, and the clouds and orchestrators with no other
// delete rule.
var backupPatterns = []string{
	"velero ** delete **", "restic ** forget **", "borg ** delete **", "borg ** prune **", "borgmatic ** prune **",
	"tarsnap -d **", "tarsnap --nuke **", "duplicity ** remove-* **", "b2 ** delete-* **", "b2 rm **",
	"snapper ** delete **", "snapper ** remove **", "snapper ** rm **", "timeshift --delete **", "timeshift --delete-all **",
	"tmutil delete **", "tmutil deletelocalsnapshots **", "tmutil disable **",
	"aws rds modify-db-* --backup-retention-period=0 **", "aws s3api put-bucket-versioning --versioning-configuration=*Suspended* **",
	"aws s3api put-bucket-lifecycle* **", "aws kms disable-key **", "aws s3api --bypass-governance-retention **",
	"aws dynamodb batch-write-item --request-items=*DeleteRequest* **",
	// Request items in a file (file://, fileb://) are not read here: they may hold deletes.
	"aws dynamodb batch-write-item --request-items=file://* **", "aws dynamodb batch-write-item --request-items=fileb://* **",
	"az ** purge **", "gcloud kms ** destroy **", "gcloud kms ** disable **",
	"oci ** delete **", "oci ** terminate **", "ibmcloud ** *-delete **", "ibmcloud ** delete **", "aliyun ** Delete* **", "aliyun ** Release* **",
	"scw ** delete **", "scw ** terminate **", "vultr-cli ** delete **", "exo ** delete **",
	"wrangler delete **", "wrangler ** delete **", "nomad ** stop **", "nomad ** delete **", "nomad ** purge **",
	"docker service rm **", "docker stack rm **", "docker stack down **", "docker swarm leave --force **", "docker swarm leave -f **",
	"flux ** delete **", "virsh ** undefine **", "virsh ** destroy **", "virsh ** vol-delete **", "virsh ** pool-delete **",
	"vagrant destroy **", "multipass delete --purge **", "multipass delete -p **", "lxc ** delete **", "incus ** delete **",
}
