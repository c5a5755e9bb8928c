package patterns_test

import "testing"

// TestRemoteCLIsRunAsCommand (rt19d #2): what cloud, VM, container and
// platform CLIs run on another machine is read as a command there, judged
// by the same defaults; a command in a form the reader cannot see (a
// file, JSON) is unreadable, and their everyday use stays quiet.
func TestRemoteCLIsRunAsCommand(t *testing.T) {
	checkFx7a(t, []fx7aCase{
		{"vagrant ssh -c 'sudo rm -rf /'", "cmd.delete-home"},
		{"vagrant ssh web --command 'sudo reboot'", "cmd.system"},
		{"lxc exec c1 -- rm -rf /", "cmd.delete-home"},
		{"incus exec c1 -- reboot", "cmd.system"},
		{"nerdctl exec c rm -rf /data", "cmd.delete-outside"},
		{"finch exec c rm -rf /data", "cmd.delete-outside"},
		{"gcloud compute ssh vm -- 'sudo rm -rf /data'", "cmd.delete-outside"},
		{"gcloud compute ssh vm --zone z -- sudo rm -rf /data", "cmd.delete-outside"},
		{"aws ssm send-command --document-name AWS-RunShellScript --parameters commands='rm -rf /'", "cmd.delete-home"},
		{"aws ssm send-command --document-name AWS-RunShellScript --parameters file://p.json", "cmd.unreadable"},
		{`aws ssm send-command --document-name AWS-RunShellScript --parameters '{"commands":["rm -rf /data"]}'`, "cmd.unreadable"},
		{"aws ecs execute-command --cluster c --task t --interactive --command 'rm -rf /data'", "cmd.delete-outside"},
		{"az vm run-command invoke -g g -n vm --command-id RunShellScript --scripts 'rm -rf /data'", "cmd.delete-outside"},
		{"az vm run-command invoke -g g -n vm --command-id RunShellScript --scripts 'echo hi' 'rm -rf /data'", "cmd.delete-outside"},
		{"az vm run-command invoke -g g -n vm --command-id RunShellScript --scripts @s.sh", "cmd.unreadable"},
		{"oc rsh api rm -rf /srv/app", "cmd.cloud-delete"}, // the pod's files: fx40a (rt39 D047)
		{"fly ssh console -C 'rm -rf /data'", "cmd.delete-outside"},
		{"flyctl ssh console --command 'rm -rf /data'", "cmd.delete-outside"},
		{"heroku run 'rake db:drop' -a prod", "cmd.cloud-delete"},
		{"heroku run -a prod rm -rf /app", "cmd.delete-outside"},
		{"docker compose exec db dropdb app", "cmd.cloud-delete"},
		{"docker compose -f c.yml exec -T db rm -rf /var/lib/x", "cmd.delete-outside"},
		{"docker compose run --rm web rm -rf /data", "cmd.delete-outside"},
		{"docker-compose exec web rm -rf /data", "cmd.delete-outside"},
		{"fab -H prod -- rm -rf /srv/app", "cmd.delete-outside"},
		{"vagrant ssh -c uptime", ""},
		{"vagrant up", ""},
		{"lxc exec c1 -- ls /", ""},
		{"lxc list", ""},
		{"gcloud compute ssh vm -- uptime", ""},
		{"aws ssm send-command --document-name AWS-RunShellScript --parameters commands='df -h'", ""},
		{"aws ecs execute-command --cluster c --task t --interactive --command /bin/sh", ""},
		{"az vm run-command invoke -g g -n vm --command-id RunShellScript --scripts 'uptime'", ""},
		{"oc rsh api ls", ""},
		{"fly ssh console", ""},
		{"heroku run bash -a app", ""},
		{"heroku logs --tail", ""},
		{"docker compose up -d", ""},
		{"docker compose exec web ls", ""},
		{"docker compose run --rm web go test ./...", ""},
		{"fab deploy", ""},
	})
}
