package broker

// Backlog is how many connections the broker's socket queues before it
// accepts them. Short: a queue one account filled with connections it
// closed at once holds another account's connect behind all of them
// (at the somaxconn default of 4096, a quarter of a second of the
// broker's accepts); a client that finds it full waits in the kernel
// for the next place (brokerconn.Dial) rather than fail.
const Backlog = 64
