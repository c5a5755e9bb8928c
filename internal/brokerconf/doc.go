// Package brokerconf reads the node's ozdesk configuration as a client
// that only talks to a broker needs it: the file believed only when root
// alone could have written it (Read, which queue/broker's LoadConfig reads
// it with too), and its two keys a client uses, socket and
// evaluate-timeout, read without a YAML library by a reader that refuses
// whatever it cannot read whole (LoadClient). TestClientAsYAML and
// FuzzClientAsYAML hold that reader to yaml.v3's reading of the same
// files, as queue/broker decodes them.
package brokerconf
