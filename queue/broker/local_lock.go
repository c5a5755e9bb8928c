package broker

// LockWaiting reports, for a client in the broker's process
// ([Server.LocalClient]), whether the broker's queue waits now for
// another process's lock on the store ([queue.Service.LockWaiting]): a
// desk served over SSH says it waits for the lock, as a desk on the
// store does, rather than that it reads (rt43k). It reads a counter and
// touches no file. A client over the socket cannot tell: false.
func (c *Client) LockWaiting() bool {
	return c.local != nil && c.local.srv.svc.LockWaiting()
}
