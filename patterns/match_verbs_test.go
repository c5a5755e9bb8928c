package patterns

import "testing"

// verbCases: a word of unknown value past a cloud CLI's verb is an
// argument, not the deleting verb; before or in place of the verb it
// still might be one.
var verbCases = []runnerCase{
	allows(`kubectl logs "$POD"`),
	allows(`kubectl logs "$POD" -c app --tail=200`),
	allows(`kubectl describe pod "$POD" -n "$NS"`),
	allows(`kubectl get deploy "$DEPLOY" -o yaml`),
	allows(`kubectl get pods $SELECTOR`),
	allows(`kubecolor get pods "$P"`),
	allows(`oc logs "$POD"`),
	allows(`aws s3 ls "$BUCKET"`),
	allows(`doctl compute droplet get "$ID"`),
	allows(`gcloud compute instances describe "$VM"`),
	allows(`gcloud logging read "$FILTER"`),
	asks(`kubectl "$VERB" ns prod`, "cmd.cloud-delete"),
	asks(`kubectl "$F" logs "$POD"`, "cmd.cloud-delete"),
	asks(`kubectl -n prod delete deploy "$D"`, "cmd.cloud-delete"),
	asks(`kubectl delete "$KIND" "$NAME"`, "cmd.cloud-delete"),
	asks(`kubectl drain "$NODE"`, "cmd.cloud-delete"),
	asks(`kubectl get pods -o name | xargs kubectl delete`, "cmd.cloud-delete"),
	asks(`aws s3 "$OP" s3://bucket/x`, "cmd.cloud-delete"),
	asks(`aws "$SVC" delete-bucket --bucket b`, "cmd.cloud-delete"),
	asks(`doctl compute droplet "$V" 123`, "cmd.cloud-delete"),
	asks(`gcloud compute instances "$V" vm-1`, "cmd.cloud-delete"),
}

func TestVerbCases(t *testing.T) {
	testRunnerTable(t, verbCases)
}
