package patterns

// defaultCloudDelete is the default rule cmd.cloud-delete: cloud and registry deletes.
func defaultCloudDelete() DefaultInfo {
	return DefaultInfo{
		ID:     "cmd.cloud-delete",
		Reason: "deletes cloud resources or infrastructure that may not come back",
		Effects: "Each cloud CLI's deleting verbs (fx23e4, rt23d #12: civo's `remove`/`rm`/`delete`, every Actions cache deleted (`gh cache delete --all`), a log group's retention cut (`aws logs put-retention-policy`: older events expire), a resource's deletion or termination protection lifted (`--no-deletion-protection`, `update-termination-protection --no-enable-termination-protection`); `gcloud config configurations delete` deletes a local configuration and is `cmd.credentials`'; fx22e4: `azcopy remove`/`rm` and `azcopy sync --delete-destination=true`, `vercel env rm`, `stripe … delete`, `istioctl uninstall`, an account removed from an AWS organization, GraphQL's deleteRepository through `gh api graphql`, curl's DELETE of a repository on api.github.com), their abbreviations and the verbs that delete as a side " +
			"(`aws s3 sync --delete`, `gsutil rsync -d`, `terraform apply -replace`, `kubectl apply --prune`, `replace --force`, " +
			"`gh api -X DELETE`, `curl -X DELETE` ([remote-delete]: a request to this machine's server, every URL a literal loopback address (`curl -X DELETE http://localhost:8080/items/3`) with no proxy, `--resolve`, `--connect-to`, config file or `--next` to send it elsewhere, is everyday work)), and `terraform apply PLAN` (or tofu) of a plan an earlier part of the line saved " +
			"with `plan -destroy`. A kubectl plugin run by its own name deletes as through kubectl (fx28e1, rt22d: `kubectl-argo-rollouts delete rollout x`). `kubectl delete` (and kubecolor, oc) asks for every kind but a named pod: " +
			"a pod is remade by what owns it, a deployment, statefulset, service, namespace, volume claim or secret is not; pods chosen by a selector or all of them (`kubectl delete pod -l app=api`, `--all`) ask, decided anew (fx40a, rt39 E321): a selector may take every replica of a service at once, an outage until the owner remakes them, while one named pod is one replica. A delete inside a cluster's pod (`kubectl exec api-0 -- rm -rf /data`, through `sh -c` too; oc's, kubecolor's) is named here, not `cmd.delete-outside` ([pod-path], rt39 D047): the pod's files, on another machine. " +
			"Dropping a database or deleting its data is a cloud delete too: code that deletes data ([data-delete], in any case: " +
			"SQL's `DROP`, `TRUNCATE`, `DELETE FROM` without a `WHERE` or with one that holds for every row (`WHERE 1=1`, `WHERE true`, `id = id`, `… OR 1=1`, and a key every row's passes: `id > 0`, `id >= 1`, `id IS NOT NULL` (fx19c); `deleted_at IS NOT NULL`, `id > 100` and `expires < now()` name rows and are left alone), `UPDATE … SET` without `WHERE` or with one that holds for every row; mongo's `drop()`, and `deleteMany()`, `updateMany()`, `remove()` with no filter or an empty one (`{}`; `deleteMany({status: 1})` names documents, as a WHERE names rows) …; " +
			"redis's `FLUSHALL`/`FLUSHDB`) given to `psql -c`/`--command`, `mysql`/`mariadb -e`/`--execute`, `sqlite3 DB SQL` (a database outside the workdir: one inside it is the project's own), " +
			"`mongosh --eval` (and the legacy `mongo`'s: code that reaches past the database, mongosh's `require`, `process`, `load`, the legacy shell's `run`, `runProgram`, `removeFile` …, any name that is not the database's (`db`, `rs`, `sh`), a value's, printing or one the code declares, is foreign code and unreadable, as `node -e`'s is; `db.x.find({a: 1})` is left alone), `cockroach sql -e`, `clickhouse-client -q`, `cqlsh -e`, `duckdb DB SQL` (outside the workdir), or fed to psql, mysql, mariadb or sqlite3 by a here-string or here-document (`<<<`), " +
			"or to a database shell (psql, mysql, mariadb, redis-cli, mongosh, clickhouse-client, cqlsh, usql; sqlite3 and duckdb outside the workdir) by one `echo` or `printf` of literal text " +
			"(`echo FLUSHALL | redis-cli`): such text is read as the shell's code, so `echo 'select 1' | psql` is left alone, while text that could reach past the query language " +
			"(a backslash, `system`, `source`, `COPY … PROGRAM`, a sqlite3 dot-command) or text not known leaves a fed psql, mysql, mariadb or sqlite3 unreadable; " +
			"the migration tools' resets (`php artisan migrate:fresh`/`reset`/`refresh`, `db:wipe`, `mix ecto.drop`/`ecto.reset`, `dotnet ef database drop`, `sequelize db:drop`, `rails db:schema:load`, `alembic downgrade base`); " +
			"`dropdb`, " +
			"`rake`/`rails db:drop`, `db:reset`, `prisma migrate reset`, `manage.py flush`. " +
			"Every client, SQL front-end and cloud data API is judged so, from one table (fx20d1, rt20d #1: defaults_sqlclients.go): code in its query option (`mycli -e`, `pgcli -e`, `litecli -e`, `clickhouse client --query`, `dolt sql -q`, `snow sql -q`, `wrangler d1 execute --command`, `heroku pg:psql -c`, `aws rds-data`/`redshift-data execute-statement --sql`, `aws athena start-query-execution --query-string`, `aws dynamodb execute-statement --statement`, `gcloud spanner databases execute-sql --sql`, `ddl update --ddl`, `az postgres flexible-server execute -q` …), as an operand (`turso db shell DB SQL`, `db2`, `edgedb query`, `manage.py dbshell`) or fed on standard input by echo, printf, a here-string or a here-document (`sqlplus`, SQLcl's `sql`, `isql`, `tsql`, `rails dbconsole`, `gcloud sql connect`, `fly postgres connect` …), and BigQuery's `bq rm` of a dataset or table. " +
			"The schema and migration tools' drop-everything verbs are the same loss (rt20d #2): `flyway clean`, `liquibase drop-all`, `dbmate drop`, `goose reset`/`down-to 0`, golang-migrate's `drop` and `down -all`, `sqitch revert`, `atlas schema clean`, `sqlx database drop`/`reset`, `diesel database reset`, `migration revert --all`, typeorm's and mikro-orm's `schema:drop`, `sequelize db:migrate:undo:all`, `knex migrate:rollback --all`, doctrine's `doctrine:database:drop`/`schema:drop`, yii's `migrate/fresh`, `dotnet ef database update 0`, `hasura migrate apply --down all`, `convex import --replace-all`, `rails db:migrate:reset`, `manage.py migrate APP zero`, `mix ecto.rollback --all`, `flask db downgrade base`; a live site or deployment taken down (`firebase hosting:disable`, `railway down`, `surge teardown`: rt20d #12); a migration tool's word of unknown value is its connection string, never its verb (`goose postgres \"$DATABASE_URL\" up` is left alone); one step back (`migrate:rollback`, `goose down`) and deleting migration files (`drizzle-kit drop`) are left alone. " +
			"A `DELETE` bounded by a `WHERE` deletes the rows it names, and is everyday work (`psql -c \"DELETE FROM jobs WHERE id = 3\"`): a statement counts as bounded when it starts with `DELETE`, holds no other `DELETE`, `DROP` or `TRUNCATE`, has its `WHERE` outside every parenthesis (not a subquery's) and holds no comment (`-- WHERE id = 3` bounds nothing; MySQL runs `/*! … */`). " +
			"DELETE and FROM (UPDATE and SET) may stand anywhere in one statement: a comment between them (`DELETE/**/FROM t`, MySQL's `/*!FROM*/`) does not hide them. " +
			"Beside the cloud CLIs: `rclone deletefile`/`delete`/`purge`/`rmdir`/`rmdirs`/`cleanup`, `s5cmd rm`/`rb`, `argocd app sync --prune` and argocd's deletes, " +
			"`pulumi up --target-replace`/`--replace`, `pulumi destroy`/`state delete` (after global options too), `flux delete`/`uninstall`, `glab api -X DELETE`, " +
			"and a branch's protection lifted through a forge's API (`…/unprotect`, `gh api -X DELETE …/protection`); their dry runs are left alone. " +
			"So are vault, consul and etcd deletes (`vault kv delete`, `vault secrets disable`, `consul kv delete`, `etcdctl del`), " +
			"`kubectl drain` and `kubectl scale --replicas=0`, a node tainted `NoExecute` (fx45e, rt44: `kubectl taint nodes n1 k=v:NoExecute` evicts its pods as drain does; `kubectl cordon` and a `NoSchedule` taint stop nothing that runs and are left alone), " +
			"objects moved out of a bucket by gcloud, s5cmd and MinIO's mc as by `gsutil mv gs://…` and `aws s3 mv s3://…` (fx45e, rt44 §6: `gcloud storage mv gs://prod/* gs://tmp/`, `s5cmd mv s3://…`, `mc mv`: the source is deleted); `kubectl patch` to 0 replicas or a volume's reclaim policy `Delete`, " +
			"`aws ecs update-service --desired-count 0`, an autoscaling group's desired capacity 0, a route53 change batch that deletes, or one read from a file the line does not show (`--change-batch file://x.json`, which might delete: fx43r, rt42 §12; `aws route53 list-hosted-zones` and other reads are left alone); " +
			"`wget --method=DELETE`; `./manage.py flush` and `reset_db` (and `django-admin`); redis Lua (`EVAL`) that calls `FLUSHALL`/`FLUSHDB`; " +
			"and a package's bin run by yarn or pnpm without `exec` (`yarn prisma migrate reset`), read as the bin. " +
			"rclone's `move` and `moveto` from a remote delete what they move from it, as `aws s3 mv s3://…` does (rt38 #4: `rclone move s3:prod ./local`); from a local path they delete the files they move (a delete of those paths). " +
			"A word inside a single-quoted SQL string is data, not code (`psql -c \"select 'drop table' as x\"` is left alone), " +
			"unless the code may run a string (`EXECUTE`, `PREPARE`, `DO`, `CALL`, psql's `\\gexec`, `dblink`, a literal given to a function), " +
			"or where a literal ends depends on the database (a backslash, a literal not closed): then every literal is read as code. " +
			"SQL read from a file whose text the line does not hold might delete as that SQL on the line would ([sql-file]): `psql -f`/`--file`, `\\i`, " +
			"the standard input of psql, mysql, mariadb, sqlite3, mongosh, redis-cli and clickhouse-client, `mysql -e 'source …'`, `sqlite3 DB .read` outside the workdir, " +
			"`pg_restore --clean`: it asks for a file outside the workdir (`/tmp/x.sql`), one the line writes (`echo … > x.sql && psql -f x.sql`, `curl -o m.sql …`), " +
			"one named for what it deletes (`drop.sql`, `reset.sql`, `dump.sql`: a dump restored drops the tables it makes) and one not known (`\"$SQL\"`); " +
			"the project's own files in the workdir (`schema.sql`, `migrations/001.sql`, `seed.sql`) are left alone, and so is psql's `-c '\\i db/schema.sql'` ([sql-include], fx64b, rt63: the file psql's `\\i`, `\\ir` or `\\include` names is judged as `-f`'s; a text not literal that holds `\\i` still asks). " +
			"Decided (fx64b, rt63): a table dropped in a database the line names by a bare name (`psql app -c 'DROP TABLE IF EXISTS tmp_import'`) still asks: the line does not say which server `app` is on (PGHOST, PGSERVICE and ~/.pg_service.conf choose it), and a dropped table's rows do not come back on any server; the ask is this rule's because a database drop is a loss of data as a cloud delete is, and its reason names it (`is database code that deletes data`). " +
			"The same [data-delete] code (with Cypher's `DETACH DELETE`/`MATCH … DELETE`, T-SQL's `DELETE t`, and a redis or memcached protocol line `FLUSHALL`/`flush_all`) in the query option or operand of the other clients " +
			"(`sqlcmd -Q`, `usql -c`, `mysqlsh -e`, `trino`/`presto --execute`, `beeline`/`hive`/`spark-sql -e`, `impala-shell -q`, `vsql -c`, `snowsql -q`, `influx -execute`, `cypher-shell`, `bq query`, `valkey-cli`) " +
			"or fed by `echo`/`printf` to them or to a raw socket (`printf 'FLUSHALL\\r\\n' | nc host 6379`); the queues' and stores' own admin verbs (`kafka-topics --delete`, `kafka-delete-records`, retention cut by `kafka-configs`, " +
			"`rpk … delete`, `rabbitmqctl delete_*`/`purge_*`/`reset`, `rabbitmqadmin delete`/`purge`, `nats … rm`/`del`/`purge`, `influx delete`, `zkCli deleteall`, `pg_dropcluster`, `mongorestore --drop`, " +
			"`supabase db reset --linked`, `pscale`/`neonctl … delete`, `turso … destroy`); the backup and snapshot tools' deletes (`velero … delete`, `restic forget`, `borg delete`/`prune`, `tarsnap -d`/`--nuke`, " +
			"`duplicity remove-*`, `b2 delete-*`, `snapper delete`, `timeshift --delete`, `tmutil delete`/`disable`; `btrfs subvolume delete PATH` is read as a delete of PATH and judged as `rm -rf PATH` is, fx40a, rt39 D424: `sudo btrfs subvolume delete /` is `cmd.delete-home`, a snapshot under /.snapshots `cmd.delete-outside`) and the settings that throw recovery away " +
			"(RDS backup retention 0, S3 versioning suspended, a bucket lifecycle set, governance retention bypassed, `aws kms disable-key`, `az … purge`, `gcloud kms … destroy`/`disable`, a DynamoDB batch of `DeleteRequest`s, and one whose request items are in a file (`--request-items file://x.json`, `fileb://`), which the line does not show: it may hold deletes); " +
			"and the delete verbs of oci, ibmcloud, aliyun, scw, vultr-cli, exo, wrangler, nomad (`job stop`), docker swarm (`service rm`, `stack rm`, `swarm leave -f`), flux, virsh (`undefine`, `destroy`, `vol-delete`), `vagrant destroy`, `multipass delete --purge`, lxc and incus. " +
			"redis-cli (valkey-cli, keydb-cli) is judged by its command word alone ([redis-delete]: the first word after its options; `redis-cli GET del` reads a key): `FLUSHALL`/`FLUSHDB` ask, and so do `DEL`/`UNLINK` of keys on another host (`-h`, `-u` not a loopback address) or keys not known (a variable, `xargs redis-cli DEL`); deleting named keys on this machine's server (`redis-cli DEL session:3`) is everyday work, as SQL's `DELETE … WHERE` is; `EXPIRE`/`PEXPIRE` to 0 or less (`EXPIREAT` to a time past, a time not known) deletes as `DEL` does and is judged so, and `CONFIG SET` on another host (`CONFIG SET maxmemory 1` evicts its cache) asks (fx19c); the server stopped asks too (fx40a, rt39 D966): `SHUTDOWN NOSAVE` anywhere, `SHUTDOWN` on another host or without `SAVE` (a server with no persistence drops everything), and the crashes `DEBUG SEGFAULT`/`PANIC`/`CRASH-AND-RECOVER`/`RESTART`; `redis-cli shutdown save` of this machine's server and `DEBUG OBJECT key` are left alone. Local dev resets, decided (fx40a, rt39 E407, E408): a reset is left alone only where the line shows its database is this machine's own, made by the tool and rebuilt by the reset from the project's files (`supabase db reset` of the stack `supabase start` made, from supabase/migrations and the seed); `redis-cli -n 1 flushdb` of this machine's server still asks (the flush rebuilds nothing, and a loopback port may be a tunnel to a shared server: `kubectl port-forward`, `ssh -L`), and so does `prisma migrate reset` (it rebuilds from the migrations, but its database is DATABASE_URL from .env or the environment, which the line does not show). " +
			"A search engine's delete by query (Elasticsearch's and OpenSearch's `_delete_by_query`, by curl, wget, httpie or xh with any method) asks. Reads stay quiet (`kafka-topics --describe`, `restic snapshots`, `printf 'PING\\r\\n' | nc`, `redis-cli GET k`, `curl es:9200/i/_search`), as does `supabase db reset` of the local database, and a local dev cluster deleted (`kind delete cluster`, `minikube delete`, `k3d cluster delete`: containers or a VM on this machine, made again by one create, not a cloud resource; decided anew in fx28e3, rt23d #9; `eksctl delete cluster`, `gcloud container clusters delete` and `az aks delete` ask). By the verb's shape (b7a): a registry's images and tags deleted (`crane delete`, `regctl tag`/`manifest`/`blob delete` or `rm`, `skopeo delete`, `oras manifest delete`), a resource dropped from terraform's, tofu's or terragrunt's state (`state rm`, decided anew: the resource lives on unmanaged and the record of it is gone, as `pulumi state delete` asks; `-dry-run` is left alone) and their workspaces deleted, gh's and glab's deletes of what the forge keeps (`gh variable`, `gist`, `project`, `codespace`, `issue`, `label`, `ruleset` … `delete`/`remove`, `gh release delete-asset`, `gh repo deploy-key delete`; `gh secret delete`/`remove` is `cmd.credentials`'; `gh cache delete` of one key, aliases and extensions are local or made again and are left alone; `gh run delete`, a run's logs and artifacts, asks by the verb's shape below, fx40a), aws's `purge-*`, `admin-delete-*`, `deregister-*` and `organizations close-account`, a remote state overwritten by force (`terraform state push -force`) and a resource tainted for the next apply to destroy (`terraform taint`), the deploy CLIs' stacks (`sam delete`, `copilot app delete`), the deploy loops' teardown of all they deployed to the current cluster, namespaces too (rt21d #8: `skaffold delete`, `tilt down`), a render service deleted (`render services delete`), a database role dropped (`dropuser`, as `dropdb`), a repository archived (`gh repo archive`) (fx18d2), a state's lock lifted by force (`terraform force-unlock`, tofu's and terragrunt's: another run may still be writing the state) and helm's `rollback --force` and `upgrade --force` (resources deleted and made again) (fx18d3), Cloud Foundry's `delete`/`delete-*`/`purge-*`, heroku's `*:destroy`, supabase's deletes, a swarm's `secret rm` and `config rm`; every CLI's reads (`describe`, `list`, `get`, `view`, `ls`) stay quiet. A CLI the table does not name deletes by the same shape, judged by effect rather than by name (fx40a, rt39 §3, issue 7's closed list of spellings; [cli-delete], a might whose `because` is the verb): a verb that only destroys (`delete`, `destroy`, `purge`, `terminate`, `drop`, `nuke`, `wipe`, `erase`, `truncate`, and those joined to a noun: `permanent-delete`, `delete-bucket`, `force_delete`) after one or two nouns, as a service's CLI writes it (`sentry-cli projects delete acme/api`, `databricks clusters permanent-delete`, `auth0 apps delete`, `koyeb app delete`, `upstash redis delete`, `algolia indices delete`, `confluent kafka topic delete`, `gh run delete`, through a runner too: `npx sentry-cli …`), a teardown verb first (`okteto destroy`, `juju destroy-model`, `undeploy`, `deprovision`, `decommission`) and `NOUN:VERB` (`tool apps:destroy`; in this form `remove` and `rm` count too, fx40a2, rt40 D819: `twilio api:core:messages:remove`). Beyond that shape (fx40a2, rt40 family 1): a remote file system's rm (`databricks fs rm`, `hdfs dfs`/`hadoop fs` `-rm`, `-rmr`, `-rmdir`, `-expunge`; `hdfs dfs -ls` is left alone), a deploy CLI's delete as its first word (`railway delete`, `kamal remove`, `kamal app remove`), a memcached flushed (`memcflush`, as `redis-cli FLUSHALL`), Couchbase's `cbq -s` judged as SQL, a gRPC method whose name starts with Delete, Destroy, Drop, Purge, Truncate or Wipe (`grpcurl … admin.v1.Admin/DeleteAllUsers`), a bucket's lifecycle set by `gsutil lifecycle set`, and a literal URL whose last path segment, the query cut, is `delete`, `destroy` or `purge` ([url-delete], a might, by curl, wget, httpie or xh with any method, decided: a GET of `…/delete` asks too, the path names the action; `…/delete/overview` and a URL not shown are left alone). A delete verb of a CLI that talks to a service cannot be told from one that edits a local file, so what fails closed is drawn where local tools do not drown the operator: `rm`, `remove`, `uninstall`, `prune`, `reset`, `clean` and `down` are no such verb (`poetry remove`, `conda env remove`, `docker image prune`, `npm cache clean`: a cloud CLI's `rm` is judged only where the table names it); a `delete` first is a local tool's verb (`todo delete 3`, `kind delete cluster`); a noun of the CLI's own state on this machine is left alone (`cache`, `alias`, `plugin`, `extension`, `completion`, `history`, `config`, `settings`: `hf cache delete`, `gh alias delete x`), as are help (`--help`, `-h`, `tool help delete`), dry runs (`--dry-run`, `--dryrun`), a word before the verb that is no noun (a path, a number, an id: `task 3 delete`) and the verbs of the programs that work on this machine or whose verbs the table decides one by one: version control (`git stash drop`, `jj`, `gt`), kubectl, oc and kubecolor (their options' values hide the verb's place: a named pod stays everyday), helm, the package, language and version managers (`pip cache purge`, `nix store delete`), the task runners and build tools (`just db drop`: recipes are the project's), the shells and interpreters (`python3 tool.py users delete 3`: the script is the project's), the container engines and the clusters and VMs on this machine (`k3d cluster delete`, `colima`, `limactl`), and this machine's own tools (tmux, systemctl, pass, trash, todo, nb …; class_clidelete_local.go). Changes that take production down with no delete verb (fx19c) ask too: a running workload's image, environment or resources swapped in place (`kubectl set image`/`env`), its ask's `because` naming `set` as a change made in place to a running workload, [workload-change], not a delete (rt39 E322), nodes tainted `NoExecute` (every pod on them evicted), an object's finalizers patched away, a namespace's pod-security admission set to `privileged`; " +
			"`terraform apply -auto-approve` (tofu's, terragrunt's; a might, [plan-apply]: the plan it applies is not shown and may delete nothing, rt39 E320), `pulumi up --yes` (helm's `upgrade` and `rollback` without --force stay everyday work, and so does `kubectl rollout undo` since fx44r2, rt44: a rollback to the revision that ran before deletes nothing). `terraform apply` without -auto-approve and `pulumi up` without --yes show their plan and wait for a person to type yes (an agent's terminal gives none) and are left alone, as is `kubectl edit` (it opens an editor for a person; an editor the line sets is read as a command of its own), and `kubectl get`/`describe`/`logs`, `rollout status`/`restart`, `kubectl cordon`, a `NoSchedule` taint, `kubectl config set…`, `terraform plan`, `pulumi preview` and `helm template`. " +
			"Dry runs (`--dry-run=client`, `--dryrun`) and help are left alone. " +
			"Decided (fx40f, rt40 §4): rsync with any `--delete` variant (`--delete`, `--del`, `--delete-before`/`-during`/`-delay`/`-after`, `--delete-excluded`, `--delete-missing-args`) into a remote `HOST:PATH` or `rsync://` destination (`rsync -a --delete dist/ deploy@prod:/srv/app/`, `prod:~`) deletes on that server every file the source lacks, data of another machine that no local copy keeps, and asks here rather than as `cmd.delete-outside`, which names this machine's files; `rsync -a dist/ host:/srv/app/` without a delete is left alone. " +
			"`cloudflared tunnel delete` (and `cleanup`) deletes a tunnel and asks here, not as a tunnel opened (rt40 D203)." +
			"And (fx46b, rt45): `hub delete` (a GitHub repository), `vercel project rm` (as `vercel remove` of a deployment already asked), `mc mirror --remove` (the bucket's objects the source lacks)." + kubeChoreDoc,
		Patterns: append(append([]string{
			"aws ** delete-* **", "aws ** terminate-* **", "aws ** batch-delete-* **", "aws s3 rb **", "aws s3 rm **",
			"aws s3 sync --delete **", "aws s3 mv s3://* **", "aws kms schedule-key-deletion **",
			"rclone ** move *:* **", "rclone ** moveto *:* **",
			"gcloud ** delete **", "gcloud storage rm **", "gsutil ** rm **", "gsutil ** rb **", "gsutil ** rsync -d **", "gsutil ** mv gs://* **",
			"az deployment ** create --mode=Complete **",
			"az ** delete **", "az ** delete-batch **", "doctl ** delete **", "doctl ** rm **", "hcloud ** delete **",
			"terraform destroy **", "terraform apply -destroy **", "terraform apply -replace=* **",
			"terraform workspace delete **", "tofu destroy **", "tofu apply -destroy **", "tofu apply -replace=* **",
			"terragrunt ** destroy **", "pulumi destroy **", "pulumi down **", "pulumi stack rm **",
			"cdk destroy **", "cdktf destroy **", "serverless remove **", "sls remove **", "sst remove **",
			"helmfile ** destroy **", "helmfile ** delete **", "amplify delete **",
			"firebase *:delete **", "firebase database:remove **",
			"kubectl ** delete **", "kubectl ** replace --force **", "kubectl ** apply --prune **",
			"kubecolor ** delete **", "oc ** delete **",
			"helm uninstall **", "helm delete **", "helm del **", "helm un **", "eksctl delete **",
			"gh repo delete **", "gh release delete **", "gh api -X=DELETE **", "glab repo delete **",
			"curl -X=[remote-delete] **", "argocd app delete **", "vercel remove **", "vercel rm **",
			"heroku apps:destroy **", "heroku pg:reset **", "fly ** destroy **", "flyctl ** destroy **",
			"rclone purge **", "rclone delete **", "rclone sync **", "mc rb **", "mc rm **", "s3cmd del **", "s3cmd rb **",
			"psql -c=[data-delete] **", "psql --command=[data-delete] **", "psql ** <<< [data-delete]",
			"mysql -e=[data-delete] **", "mysql --execute=[data-delete] **", "mysql ** <<< [data-delete]",
			"mariadb -e=[data-delete] **", "mariadb --execute=[data-delete] **", "mariadb ** <<< [data-delete]",
			"sqlite3 [outside-workdir] [data-delete] **", "sqlite3 [outside-workdir] ** <<< [data-delete]",
			"mongosh --eval=[data-delete] **", "mongo --eval=[data-delete] **",
			"dropdb **", "redis-cli ** [redis-delete] **", "valkey-cli ** [redis-delete] **", "keydb-cli ** [redis-delete] **",
			"rake ** db:drop **", "rails ** db:drop **", "rake ** db:reset **", "rails ** db:reset **",
			"rake ** db:purge **", "rails ** db:purge **", "prisma migrate reset **", "prisma db push --force-reset **",
			"python* manage.py flush **",
			"gh api -X=delete **", "http DELETE **", "https DELETE **", "xh delete **", "xh DELETE **",
			"netlify sites:delete **", "linode-cli ** delete **", "openstack ** delete **",
			"mysqladmin ** drop **",
			"vault kv delete **", "vault kv destroy **", "vault kv metadata delete **",
			"vault delete **", "vault secrets disable **", "consul kv delete **", "etcdctl del **", "etcdctl ** del **",
			"kubectl ** drain **", "kubectl scale --replicas=0 **",
			"manage.py flush **", "manage.py reset_db **", "python* manage.py reset_db **", "django-admin flush **", "django-admin reset_db **",
			"wget --method=DELETE **", "wget --method=delete **",
			"kubectl ** patch -p=*replicas\\\":0}* **", "kubectl ** patch --patch=*replicas\\\":0}* **",
			"kubectl ** patch -p=*replicas\\\":0,* **", "kubectl ** patch --patch=*replicas\\\":0,* **",
			"kubectl ** patch -p=*replicas\\\":\\ 0}* **", "kubectl ** patch --patch=*replicas\\\":\\ 0}* **",
			"kubectl ** patch -p=*replicas\\\":\\ 0,* **", "kubectl ** patch --patch=*replicas\\\":\\ 0,* **",
			"kubectl ** patch -p=*replicas:\\ 0}* **", "kubectl ** patch --patch=*replicas:\\ 0}* **",
			"kubectl ** patch -p=*replicas:0}* **", "kubectl ** patch --patch=*replicas:0}* **",
			"kubectl ** patch -p=*persistentVolumeReclaimPolicy*Delete* **", "kubectl ** patch --patch=*persistentVolumeReclaimPolicy*Delete* **",
			"aws ecs update-service --desired-count=0 **", "aws autoscaling update-auto-scaling-group --desired-capacity=0 **",
			"aws autoscaling set-desired-capacity --desired-capacity=0 **",
			"aws route53 change-resource-record-sets --change-batch=*DELETE* **",
			"aws route53 change-resource-record-sets --change-batch=file://* **", "aws route53 change-resource-record-sets --change-batch=fileb://* **",
		}, append(append(append(sqlFilePatterns(), dataFedPatterns()...), cloudDeleteMore()...), append(dataStorePatterns(), append(searchDeletePatterns(), append(cloudVerbDeletes(), append(prodChangePatterns(), append(sqlClientPatterns(), append(append(migrationDropPatterns, moreVerbs.get()["cmd.cloud-delete"]...), append(verbs22.get()["cmd.cloud-delete"], append(verbs23.get()["cmd.cloud-delete"], append(verbs34.get()["cmd.cloud-delete"], append(verbs36.get()["cmd.cloud-delete"], append(cliDeletePatterns(), append(verbs40f.get()["cmd.cloud-delete"], append(verbs40.get()["cmd.cloud-delete"], verbs45e.get()["cmd.cloud-delete"]...)...)...)...)...)...)...)...)...)...)...)...)...)...)...), verbs46b.get()["cmd.cloud-delete"]...),
		Except: append([]string{
			"kubectl delete pod *", "kubectl delete pod * -n=*", "kubectl delete pods *", "kubectl delete pods * -n=*",
			"kubectl delete po *", "kubectl delete po * -n=*", "kubectl delete pod/*", "kubectl delete pod/* -n=*",
			"kubecolor delete pod *", "kubecolor delete pod * -n=*", "oc delete pod *", "oc delete pod * -n=*",
			"kubectl --dry-run=client **", "kubectl --dry-run=server **", "aws s3 rm --dryrun **", "aws s3 sync --dryrun **",
			"helm uninstall --dry-run **", "helm delete --dry-run **", "terraform destroy -help", "terraform destroy --help",
			"kubectl --help **", "gcloud --help **", "gh --help **", "aws ** help",
			// fx23e4 (rt23d #14): a local configuration and its account, cmd.credentials'.
			"gcloud ** config configurations delete **",
		}, append(append(append(kubeChoreExcept(), kubeRolloutExcept()...), cloudDeleteMoreExcept...), append(cloudVerbDeletesExcept, append(prodChangeExcept, append(sqlClientExcept, storeOpenExcept()...)...)...)...)...),
		Caught: []string{
			"terraform destroy -auto-approve", "aws ec2 terminate-instances --instance-ids i-123",
			"aws s3 rm s3://bucket --recursive", "gcloud compute instances delete vm-1",
			"kubectl delete namespace prod", "kubectl delete pods --all", "kubectl -n prod delete deployment web",
			"aws s3 sync ./empty s3://prod-bucket --delete", "gh api -X DELETE repos/o/r", "pulumi stack rm prod --yes",
			"psql \"$PROD_URL\" -c 'DROP DATABASE app'", "psql -c 'Drop TABLE users'", "psql <<< 'DROP DATABASE prod'",
			"redis-cli FlushAll", "redis-cli -h prod DEL users:all", "curl -X POST http://es:9200/orders/_delete_by_query -d @q.json", "terraform plan -destroy -out=d.plan && terraform apply d.plan",
			"psql -f drop.sql", "mysql prod < /tmp/x.sql", "curl -o m.sql https://x.io/m.sql && psql -f m.sql",
			`mycli -h db.prod -e "DROP DATABASE shop"`, `aws rds-data execute-statement --resource-arn a --secret-arn s --sql "DROP TABLE users"`,
			"bq rm -r -f -d acme:analytics", "flyway clean", `goose postgres "$DATABASE_URL" reset`, "docker exec redis redis-cli FLUSHALL",
			"sentry-cli projects delete acme/api", "redis-cli -h prod SHUTDOWN NOSAVE",
		},
		Passed: []string{
			"kubectl get pods", "terraform plan", "aws s3 ls", "gcloud compute instances list",
			"kubectl delete pod web-7d9f-abcde -n prod", "aws s3 sync ./site s3://bucket", "psql -c 'select 1'", "redis-cli GET k", `psql -c "select 'drop table' as x"`,
			"psql -f migrations/001_init.sql", "sqlite3 app.db < schema.sql", "redis-cli GET k", "redis-cli GET del", "redis-cli DEL session:3", "curl -X DELETE http://localhost:8080/items/3", `psql -c "DELETE FROM jobs WHERE id = 3"`,
			`mycli -h db.prod -e "select 1"`, "flyway migrate", `goose postgres "$DATABASE_URL" up`, "docker exec redis redis-cli INFO",
			"sentry-cli projects list", "sentry-cli projects delete --help", "hf cache delete",
		},
	}
}

// defaultForcePush is the default rule cmd.force-push: history rewritten on a remote.
func defaultForcePush() DefaultInfo {
	return DefaultInfo{
		ID:     "cmd.force-push",
		Reason: "rewrites or destroys git history: a default branch or tag on the remote, or the repository here",
		Effects: "Force-pushing or deleting a default branch of the repository the part runs in, `--mirror`, and a bare forced push (`git push --force-with-lease`, `git push -f origin`: no refspec) when the branch checked out, or the branch its upstream names, is a default branch, as the repository read where the ask is judged tells ([git-push-head], rt22d #13: on a feature branch it is left alone); where it cannot tell (a detached HEAD, `push.default` matching or a remote's push refspecs (`push.default=matching` given in the line counts: `git -c push.default=matching push -f`, `git config push.default matching && git push -f`, which force every branch the remote has; rt23d #16), another git directory, a repository certainly outside the workdir reached by `git -C DIR` or `cd` (fx44e, rt42: `git -C ../other push -f`, `git -C /x push --force`, `git -c x=y -C ../o push --force-with-lease`: a lease still rewrites the remote; a directory inside the workdir is looked at where it is), a replay with no look) its branch is not known and it asks. " +
			"A branch moved on GitHub through its API with a body read from a file or standard input (fx22e4, rt22e #8: `gh api -X PATCH repos/O/R/git/refs/heads/main --input x.json`, which may hold `\"force\": true`), or GraphQL's updateRef with force. " +
			"The repository is the one git runs in after `cd`, `git -C`, `--git-dir` or `GIT_DIR=` (`--work-tree` does not change it); its default branch " +
			"(main, master, trunk, develop, the shared branches named below, and origin's HEAD) is looked up where the caller can (Context.RepoBranch), a directory below the ask's cwd is taken to be its " +
			"repository, and where neither tells, any branch forced there might be the default one. " +
			"`git push --prune` (it deletes remote branches), `git send-pack --force` and a forced ref update through `gh api` ask; a dry run does not. " +
			"`git-receive-pack REPO` (`git receive-pack`), the far side of a push that sshd runs, takes its refspecs on standard input: it asks as a bare forced push does; `git-upload-pack` (a fetch) is left alone. " +
			"hub is git with GitHub's verbs: `hub push -f origin main` asks as git's does; `gh repo sync --force` hard-resets a fork's branch (the default one unless `-b` names another) to its parent's and asks. " +
			"git reads its first operand as the repository, never a refspec, so `git push \"$REMOTE\"` pushes the current branch unforced and is left alone (`git push -f \"$REMOTE\"` is a bare forced push). " +
			"A variable the line sets once to plain literal text, and nowhere else, is that text: `B=feature; git push origin \"$B\"` is left alone, `B=main; git push -f origin \"$B\"` asks, `U=--force; git push \"$U\" main` is a flag. " +
			"History and unpushed work destroyed where they live are the same loss without a remote (rt17d): the reflog expired at once (`git reflog expire --expire=now`, `--expire-unreachable`, `reflog delete`), " +
			"objects pruned at once (`git gc --prune=now`, `git prune`; fx66a, rt65 A5: other spellings of now, [git-prune-soon]: `--prune=` an expiry within a day, `1.second.ago`, `\"0 days ago\"`, and gc.pruneExpire so set by `-c` before any verb, `git -c gc.pruneExpire=now gc`, which auto-gc after a commit runs too; `--prune=2.weeks.ago` is left alone), a ref deleted (`git update-ref -d`, `--stdin`), a default branch force-deleted, force-renamed over or reset (`git branch -D main`, `-M x main`, `-f main X`, and through plumbing `git update-ref refs/heads/main X` or `git symbolic-ref refs/heads/main refs/heads/x` (rt21d #4); an unknown branch might be it; fx67a, rt65 A6: created again by force, [reset-branch], the value of `git checkout -B main X`, `git switch -C main X` (`--force-create`) or `git worktree add -B main DIR X`, and rebased by name, the last of rebase's two operands, `git rebase --onto X Y main`, `git rebase X main`, `git rebase --root main`; a plain checkout or switch target moves no branch and is left alone, `git checkout \"$BRANCH\"` and `$BRANCH` unquoted among them (the word is not taken to be a -B), as are `git checkout -B topic origin/topic` and `git rebase main`), " +
			"the stash cleared (`git stash clear`; one entry dropped, `git stash drop`, is the everyday cleanup after a pop and is left alone, fx35a: its commit stays in the object store until gc prunes it, as a deleted feature branch's does), history rewritten in place (`git filter-branch`, `git filter-repo` (also by its script, `git-filter-repo`, and as `python3 -m git_filter_repo`), `bfg`, and its jar run by name: `java -jar bfg-1.14.0.jar`), and the repository itself deleted or moved ([git-repo]: `rm -rf .git`, `mv .git /tmp/x`, `find .git -delete`, a bare `app.git`, its objects, refs or logs; " +
			"a glob is judged by what bash lets it match and taken to match it when it can (fx18d1: `rm -rf .gi?`, `.g?t`, `.gi[t]`, `.g*`, `.git/*`, `*.git`; not `*`, `*.log` or `.github/*`), and so are find's names (`find . -name .git -exec rm -rf {} +`, `-delete`, `-print0 | xargs -0 rm -rf`)). " +
			"A release's history on the forge changed by other verbs (fx18d2, rt18d #9): a tag deleted on the remote (`git push origin :refs/tags/v1.0.0`, `git push --delete origin v1.0.0`: a tag by its ref, or a name shaped as a version, `v1…` or `1…`) or moved by force (`+refs/tags/…`), " +
			"a pull request merged past the branch's protection (`gh pr merge --admin`) and the default branch changed (`gh repo edit --default-branch`); deleting a feature branch (`git push --delete origin feature/x`) and `gh pr merge --squash` are left alone (a version tag pushed is `cmd.publish`'s since fx45e). " +
			"Dry runs, `git gc` on its own schedule, `git branch -D` of another branch, `git stash pop` and a hook deleted from `.git/hooks` are left alone." +
			"And (fx46b, rt45): the repository here rewritten by other verbs: a local default branch as a fetch's forced destination (`git fetch . HEAD~3:main -f`, `git fetch origin +HEAD~3:main`; a fetch into remote-tracking refs, `git fetch -f origin main`, is left alone, as is an unforced fetch into a branch, which only fast-forwards; an unquoted glob refspec with -f might name one and asks, quoted it is left alone), objects replaced (`git replace`, `--graft`, `--edit`; `--list` and `-d`, which restores, are left alone), and the repository moved out of the tree (`git init --separate-git-dir`).",
		Patterns: append([]string{
			"git push --force * ** [default-branch] **",
			"git push --force-with-lease * ** [default-branch] **",
			"git push * ** [force-refspec] **",
			"git push --delete * ** [default-branch] **",
			"git push * ** [delete-refspec] **",
			"git push --repo=* ** [force-refspec] **", "git push --repo=* ** [delete-refspec] **",
			"git push --mirror **",
			"[git-push-head] push --force",
			"[git-push-head] push --force *",
			"[git-push-head] push --force-with-lease",
			"[git-push-head] push --force-with-lease *",
			"git push --prune **", "git send-pack --force **", "git send-pack ** [force-refspec] **",
			"gh api ** *git/refs/* -F=force=true **", "gh api ** *git/refs/* -f=force=true **",
		}, append(append(forcePushMore(), moreVerbs.get()["cmd.force-push"]...), append(verbs22.get()["cmd.force-push"], append(verbs34.get()["cmd.force-push"], verbs46b.get()["cmd.force-push"]...)...)...)...),
		Except: append([]string{"git push --dry-run **", "git push -n **", "git push --help **", "hub push --dry-run **", "hub push -n **"}, append(gitLossExcept, historyExcept46b()...)...),
		Caught: []string{
			"git push --force origin main", "git push -f origin master", "git push origin +main",
			"git -C ../repo push --force-with-lease origin trunk", "git push -f origin HEAD:main", "git-receive-pack /srv/repo.git",
			"git reflog expire --expire=now --all && git gc --prune=now", "git branch -D main", "git stash clear", "rm -rf .git",
			"rm -rf .gi?", "find . -name .git -exec rm -rf {} +", "git checkout -B main HEAD~3", "git rebase --onto HEAD~3 HEAD main",
		},
		Passed: []string{"git push --force origin my-branch", "git push origin main", "git push", "git -C ../other push", "git-upload-pack /srv/repo.git",
			"git gc", "git branch -D feature/x", "git stash pop", "rm -rf .github/workflows",
			"find . -name '*.pyc' -delete", "rm -f *.log", "git checkout -B topic origin/topic", "git checkout \"$BRANCH\"", "git rebase --onto main old feature"},
	}
}

// defaultWipeDisk is the default rule cmd.wipe-disk: devices and disks overwritten.
func defaultWipeDisk() DefaultInfo {
	return DefaultInfo{
		ID:     "cmd.wipe-disk",
		Reason: "overwrites, wipes or reformats a disk",
		Effects: "Any write of a block device (a redirection, `dd of=`, `tee`, `cp`, `curl -o`, `sort -o`, `openssl -out`, `docker cp` …), " +
			"and the tools that format, partition or erase one, install a boot loader over its boot sector (`grub-install /dev/sda`, `grub2-install`, `install-mbr`: rt20d #12), or write below its filesystem: a firmware flasher's write (`flashrom -w`, `-E`), `debugfs -w`, deleting EFI boot entries (`efibootmgr -B`), " +
			"removing mapped devices (`dmsetup remove_all`, `wipe_table`), dropping partitions (`partx -d`, `delpart`), changing a filesystem's features (`tune2fs -O`, `-U`) and a repair that answers yes to every change (`e2fsck -y`, `fsck -y`, `xfs_repair -L`). LVM's volumes are devices: any `/dev/DIR/NAME` (`dd of=/dev/vg0/root`) but the directories of descriptors, terminals, shared memory, bash's sockets and character devices (`/dev/fd`, `/dev/pts`, `/dev/shm`, `/dev/tcp` …), and the character devices themselves, which hold nothing (`cp a.txt /dev/null` writes /dev/null, no /dev/null/a.txt; rt20d #15). Listing a disk (`fdisk -l`, `parted DEV print`) is left alone. " +
			"A write of `/proc/sysrq-trigger` stops the machine and writes no disk: it is `cmd.system`'s (rt23d #4). " +
			"The formatters and erasers beside mkfs (fx23e4, rt23d #22): `mkntfs`, `mkexfatfs`, `mkdosfs`, `newfs`, sg3_utils' `sg_format`, `sg_sanitize`, `sg_unmap`, `sg_write_same`, " +
			"an Opal drive reverted to its factory state (`sedutil-cli --PSIDrevert`, `--revertTPer`), flash erased or written (`flash_erase`, `flashcp`, `nandwrite`, `mtd_debug erase`/`write`, `ubiformat`), " +
			"and a RAID array created or built over disks (`mdadm --create`/`--build` writes its superblocks); " +
			"BSD's disks (`/dev/da0`, `/dev/ada0`) and SCSI generic devices (`/dev/sg0`) are devices. " +
			"socat's file addresses are writes of the file they name (fx28e1, rt23d #22: `socat - CREATE:/dev/sda`, `OPEN:`, `FILE:`, `GOPEN:`, a bare path), where data flows into them (both addresses, the second with `-u`, the first with `-U`) and they are not `,rdonly`. " +
			"A block device named by its literal path to a program the tables do not know (an operand, an option's value or the text after an option's `=`: `balena-etcher-cli img -d /dev/sdb`, `./flash.sh /dev/mmcblk0`) is taken as a write of it, since such a program might write what it is given (fx38e, rt38 family 7); " +
			"the tools that read, list or mount devices (`lsblk`, `blkid`, `smartctl`, `df`, `mount`, `udevadm`, `hdparm`, `losetup` …, does_devicearg.go), the data programs (`cat`, `ls`, `echo` …) and the disk tools these patterns judge by their verbs are left to their own readings. " +
			"An unknown word might be a device only where it might lie under /dev. `wipe` given a block device (`wipe -f /dev/sdb`) erases it as `shred` does (fx47b, rt46 C7). " +
			"And (fx46b, rt45): a device added to btrfs by force (`btrfs device add -f`) or a replace started onto one, a dataset overwritten or its later snapshots destroyed (`zfs receive -F`, `zfs rollback -r`/`-R`), hdparm's sector writes, trims, firmware download and erases, firmware installed or downgraded (`fwupdmgr install`/`local-install`/`downgrade`, `fwupdtool install`; `fwupdmgr update` from the vendor's feed, `get-devices` and `refresh` are left alone), diskutil's `partitionDisk`, `reformat`, `apfs deleteContainer`/`deleteVolume`/`eraseVolume`, optical discs blanked or burnt over (`wodim blank=`, `cdrecord`, `growisofs -Z`, `dvd+rw-format`, `xorriso -blank`); reads (`zfs list`, `hdparm -I`, `diskutil list`, `btrfs device stats`) are left alone." + wipeDiskDoc47c,
		Patterns: append([]string{
			"* ** > [device]",
			"mkfs* ** [device] **", "wipefs ** [device] **", "shred ** [device] **",
			// wipe erases a block device it is given, as shred does (fx47b,
			// rt46 C7: it was named a delete outside the workdir).
			"wipe ** [device] **",
			"blkdiscard ** [device] **", "sgdisk ** [device] **", "parted ** [device] **",
			"mke2fs ** [device] **", "mkswap ** [device] **", "fdisk ** [device] **", "sfdisk ** [device] **",
			"gdisk ** [device] **", "cfdisk ** [device] **", "badblocks -w ** [device] **",
			"cryptsetup luksFormat ** [device] **", "cryptsetup erase **", "cryptsetup luksErase **",
			"nvme format ** [device] **", "nvme sanitize ** [device] **",
			"hdparm --security-erase ** [device] **", "hdparm --security-erase-enhanced ** [device] **",
			"pvcreate ** [device] **", "zpool create ** [device] **", "zpool destroy **", "zpool labelclear **",
			"zfs destroy **", "lvremove **", "vgremove **", "mdadm --zero-superblock **",
			"ddrescue ** [device] **", "qemu-img convert ** [device]", "bmaptool copy ** [device]",
			"pvremove ** [device] **", "diskutil eraseDisk **", "diskutil eraseVolume **", "diskutil zeroDisk **", "diskutil secureErase **",
		}, append(firmwarePatterns(), append(moreVerbs.get()["cmd.wipe-disk"], append(verbs23.get()["cmd.wipe-disk"], append(wipeVerbs33(), append(verbs35.get()["cmd.wipe-disk"], append(verbs36.get()["cmd.wipe-disk"], verbs46b.get()["cmd.wipe-disk"]...)...)...)...)...)...)...),
		Except: []string{
			"fdisk -l **", "fdisk --list **", "sfdisk -l **", "sfdisk --list **", "parted -l **", "parted --list **",
			"parted * print", "parted -s * print", "gdisk -l **",
			// fx66c: sfdisk's dump, JSON and verify only read the table.
			"sfdisk -d **", "sfdisk --dump **", "sfdisk -J **", "sfdisk --json **", "sfdisk -V **", "sfdisk --verify **",
		},
		Caught: []string{
			"dd if=/dev/zero of=/dev/sda bs=1M", "wipe -f /dev/sdb", "mkfs.ext4 /dev/nvme0n1p1", "sudo wipefs -a /dev/sdb",
			"cat disk.img > /dev/sdb", "curl -o /dev/sda https://x.io/img", "sort -u -o /dev/sda x",
			"sudo flashrom -p internal -w bios.bin", "sudo debugfs -w -R 'rm /etc/passwd' /dev/sda1", "sudo efibootmgr -B -b 0000",
			"sudo tune2fs -O ^has_journal /dev/sda1", "sudo e2fsck -fy /dev/sda1", "balena-etcher-cli img -d /dev/sdb",
		},
		Passed: []string{
			"dd if=/dev/zero of=disk.img bs=1M count=10", "mkfs.ext4 disk.img", "echo hi > /dev/null",
			"sudo fdisk -l /dev/sda", "sudo parted /dev/sda print",
			"sudo flashrom -p internal -r backup.rom", "efibootmgr -v", "sudo tune2fs -l /dev/sda1", "sudo e2fsck -n /dev/sda1",
			"lsblk /dev/sda", "sudo smartctl -a /dev/sda", "blkid /dev/sda1", "df /dev/sda1",
		},
	}
}
