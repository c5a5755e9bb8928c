package patterns

import "testing"

// fx28e3LocalCases (rt23d #9, #20): a local dev cluster (kind, minikube,
// k3d: containers or a VM on this machine, made again by one create) is
// not a cloud resource, and deleting it is the everyday end of a test
// loop; containers removed without force are the stopped ones, which
// `docker container prune` removes too. Both are left alone. A forced
// removal of containers the line does not name (running ones with what
// they wrote) and a cloud cluster still ask.
var fx28e3LocalCases = []evalCase{
	allow("kind delete cluster"),
	allow("kind delete cluster --name dev"),
	allow("kind delete clusters --all"),
	allow("minikube delete"),
	allow("minikube delete --all --purge"),
	allow("minikube -p dev delete"),
	allow("k3d cluster delete dev"),
	allow("k3d cluster delete --all"),
	allow("k3d cluster rm dev"),
	allow("k3d node delete k3d-dev-agent-0"),
	allow("kind delete cluster && kind create cluster"),
	allow("docker rm $(docker ps -aq -f status=exited)"),
	allow("docker ps -aq -f status=exited | xargs docker rm"),
	allow("docker container rm $(docker ps -aq -f status=exited)"),
	allow("podman rm $(podman ps -aq --filter status=exited)"),
	allow("docker rm web"),
	allow("docker container prune -f"),
	ask("docker rm -f $(docker ps -aq)", "cmd.delete-outside"),
	ask("docker ps -aq | xargs docker rm -f", "cmd.delete-outside"),
	ask("podman rm --force $(podman ps -aq)", "cmd.delete-outside"),
	ask("docker rm -v $(docker ps -aq)", "cmd.delete-outside"),
	ask("eksctl delete cluster --name prod", "cmd.cloud-delete"),
	ask("gcloud container clusters delete prod", "cmd.cloud-delete"),
	ask("az aks delete -n prod -g rg", "cmd.cloud-delete"),
}

func TestFx28e3LocalCases(t *testing.T) { runCases(t, fx28e3LocalCases) }
