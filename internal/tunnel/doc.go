// Package tunnel answers the CONNECT requests of the forward proxies that
// render runs on loopback for Chrome (a relay to a SOCKS proxy with
// credentials, render serve's address-checking proxy): once the proxy has
// its connection to the target, Tunnels takes over the client's, copies
// bytes both ways, and ends every tunnel when the proxy closes.
//
// tunnel imports no other package of this module.
package tunnel
