package patterns

import "testing"

// effects12DeleteCases: database and cloud deletes by other spellings
// (a bin run by yarn or pnpm, manage.py run as a program, redis Lua, a
// patch or update to zero, a DELETE by wget), beside everyday commands.
var effects12DeleteCases = []runnerCase{
	asks("yarn prisma migrate reset --force", "cmd.cloud-delete"),
	asks("pnpm prisma migrate reset --force", "cmd.cloud-delete"),
	asks("yarn cdk destroy --force", "cmd.cloud-delete"),
	asks("pnpm semantic-release", "cmd.publish"),
	asks("yarn rimraf ~", "cmd.delete-home"),
	asks("./manage.py flush --noinput", "cmd.cloud-delete"),
	asks("python manage.py reset_db --noinput", "cmd.cloud-delete"),
	asks("django-admin flush --noinput", "cmd.cloud-delete"),
	asks("redis-cli EVAL \"return redis.call('FLUSHALL')\" 0", "cmd.cloud-delete"),
	asks("redis-cli -h prod eval \"redis.pcall( 'flushdb' )\" 0", "cmd.cloud-delete"),
	asks("kubectl patch deploy web -p '{\"spec\":{\"replicas\":0}}'", "cmd.cloud-delete"),
	asks("kubectl -n prod patch statefulset db --type merge -p '{\"spec\": {\"replicas\": 0}}'", "cmd.cloud-delete"),
	asks("kubectl patch pv pv1 -p '{\"spec\":{\"persistentVolumeReclaimPolicy\":\"Delete\"}}'", "cmd.cloud-delete"),
	asks("wget --method=DELETE https://api.example.com/x", "cmd.cloud-delete"),
	asks("wget --method DELETE https://api.example.com/x", "cmd.cloud-delete"),
	asks("aws ecs update-service --cluster c --service s --desired-count 0", "cmd.cloud-delete"),
	asks("aws route53 change-resource-record-sets --hosted-zone-id Z --change-batch '{\"Changes\":[{\"Action\":\"DELETE\"}]}'", "cmd.cloud-delete"),
	allows("yarn prisma generate"),
	allows("pnpm prisma migrate dev"),
	allows("yarn build"),
	allows("yarn tsc --noEmit"),
	allows("pnpm rimraf dist"),
	allows("yarn install --frozen-lockfile"),
	allows("pnpm add -D vitest"),
	allows("./manage.py migrate"),
	allows("./manage.py test"),
	allows("redis-cli EVAL \"return redis.call('GET', KEYS[1])\" 1 k"),
	allows("kubectl patch deploy web -p '{\"spec\":{\"replicas\":3}}'"),
	allows("kubectl patch deploy web -p '{\"spec\":{\"replicas\":10}}'"),
	allows("wget --method=GET https://api.example.com/x"),
	allows("aws ecs update-service --cluster c --service s --desired-count 2"),
	allows("aws route53 list-hosted-zones"),
}

func TestEffects12DeleteCases(t *testing.T) {
	testRunnerTable(t, effects12DeleteCases)
}
