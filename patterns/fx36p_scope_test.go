package patterns

import "testing"

// TestFx36pAllowScopeMoved: an allow that names a flag's value does not
// match when the line chooses, another way, the cluster, workspace or
// engine the value is read against (rt35v F13); ask and refuse rules
// still match.
func TestFx36pAllowScopeMoved(t *testing.T) {
	const kd = "kubectl delete deployment web -n staging"
	const tf = "terraform destroy -target=module.test.*"
	const dr = "docker run --rm -v /srv/data:/data alpine ls"
	runMatchCases(t, []matchCase{
		{pat: kd, cmd: "kubectl delete deployment web -n staging", might: true, certain: true},
		{pat: kd, cmd: "KUBECONFIG=/tmp/prod kubectl delete deployment web -n staging", might: true},
		{pat: kd, cmd: "env KUBECONFIG=/tmp/prod kubectl delete deployment web -n staging", might: true},
		{pat: kd, cmd: "export KUBECONFIG=/tmp/prod; kubectl delete deployment web -n staging", at: 1, might: true},
		{pat: kd, cmd: "kubectl --kubeconfig=/tmp/k delete deployment web -n staging", might: true},
		{pat: kd, cmd: "kubectl --context=prod delete deployment web -n staging", might: true},
		{pat: "kubectl delete ** -n staging", cmd: "kubectl --context prod delete deployment web -n staging", might: true},
		{pat: "kubectl --context=dev delete ** -n staging", cmd: "kubectl --context dev delete deployment web -n staging", might: true, certain: true},
		{pat: kd, cmd: "kubectl config use-context prod && kubectl delete deployment web -n staging", at: 1, might: true},
		{pat: kd, cmd: "kubectl --kubeconfig x config use-context prod; kubectl delete deployment web -n staging", at: 1, might: true},
		{pat: kd, cmd: "kubectx prod && kubectl delete deployment web -n staging", at: 1, might: true},
		{pat: kd, cmd: "kubectl config $V prod && kubectl delete deployment web -n staging", at: 1, might: true},
		{pat: tf, cmd: "terraform destroy -target=module.test.a", might: true, certain: true},
		{pat: tf, cmd: "TF_WORKSPACE=prod terraform destroy -target=module.test.a", might: true},
		{pat: tf, cmd: "TF_VAR_env=prod terraform destroy -target=module.test.a", might: true},
		{pat: tf, cmd: "TF_DATA_DIR=/prod terraform destroy -target=module.test.a", might: true},
		{pat: tf, cmd: "terraform workspace select prod && terraform destroy -target=module.test.a", at: 1, might: true},
		{pat: "tofu destroy -target=module.test.*", cmd: "tofu workspace new prod && tofu destroy -target=module.test.a", at: 1, might: true},
		{pat: dr, cmd: "docker run --rm -v /srv/data:/data alpine ls", might: true, certain: true},
		{pat: dr, cmd: "DOCKER_HOST=tcp://prod:2375 docker run --rm -v /srv/data:/data alpine ls", might: true},
		{pat: dr, cmd: "DOCKER_CONTEXT=prod docker run --rm -v /srv/data:/data alpine ls", might: true},
		{pat: dr, cmd: "docker context use prod && docker run --rm -v /srv/data:/data alpine ls", at: 1, might: true},
		{pat: dr, cmd: "docker -H tcp://prod:2375 run --rm -v /srv/data:/data alpine ls", might: true},
		// Near misses that stay allowed.
		{pat: kd, cmd: "kubectl config get-contexts && kubectl delete deployment web -n staging", at: 1, might: true, certain: true},
		{pat: kd, cmd: "kubectl get pods -n staging && kubectl delete deployment web -n staging", at: 1, might: true, certain: true},
		{pat: kd, cmd: "kubectl delete deployment web -n staging && kubectl config use-context prod", might: true, certain: true},
		{pat: tf, cmd: "terraform workspace list && terraform destroy -target=module.test.a", at: 1, might: true, certain: true},
		{pat: tf, cmd: "terraform init && terraform destroy -target=module.test.a", at: 1, might: true, certain: true},
		{pat: dr, cmd: "docker ps && docker run --rm -v /srv/data:/data alpine ls", at: 1, might: true, certain: true},
		{pat: "kubectl get pods", cmd: "KUBECONFIG=~/.kube/prod kubectl get pods", might: true, certain: true}, // no value to move
		{pat: "kubectl get pods", cmd: "KUBECONFIG=/tmp/prod kubectl get pods", might: true},                   // a kubeconfig outside ~/.kube may run a program (fx39f)
	})
}
