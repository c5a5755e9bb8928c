//go:build ozdesk_adapters

package queue

// policyFileAPI is empty in the adapter-only build (see
// cmd/ozdesk/tree_adapters.go): a harness's call applies no policy file,
// so neither the service nor the broker's client plans or applies one
// there, and no hook process links the policy file's YAML library.
type policyFileAPI interface{}
