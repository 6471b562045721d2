#!/usr/bin/python3
"""A TCP proxy for the browser tests: latency each way, and connections cut on command.

    latency_proxy.py TARGET_PORT DELAY_MS

Listens on a free loopback port and prints `port N` once it does. Every connection is
relayed to 127.0.0.1:TARGET_PORT, each chunk held DELAY_MS milliseconds in each
direction (in order: a chunk is due DELAY_MS after it arrived, never before the one
ahead of it), so a WebSocket through it has 2 x DELAY_MS round trips.

Commands on standard input, one a line, each answered with one line:
    kill   resets every open connection (both sides), answers `killed N`
    down   resets every open connection and resets new ones at once, answers `down N`
    up     relays new connections again, answers `up`
    count  answers `open N`
The proxy ends when standard input closes (the test process went away).

Only the standard library: Debian's /usr/bin/python3 has it all.
"""

import asyncio
import socket
import struct
import sys


class Proxy:
    def __init__(self, target_port, delay):
        self.target_port = target_port
        self.delay = delay
        self.connections = set()
        self.refusing = False

    async def relay(self, reader, writer, peer):
        """Copies `reader` to `writer`, each chunk DELAY after it arrived."""
        loop = asyncio.get_running_loop()
        queue = asyncio.Queue()

        async def read():
            try:
                while True:
                    data = await reader.read(65536)
                    queue.put_nowait((loop.time() + self.delay, data))
                    if not data:
                        return
            except (ConnectionError, OSError):
                queue.put_nowait((loop.time(), b""))

        reading = asyncio.ensure_future(read())
        try:
            while True:
                due, data = await queue.get()
                # The latency itself, not a synchronisation: the chunk is due then.
                wait = due - loop.time()
                if wait > 0:
                    await asyncio.sleep(wait)
                if not data:
                    if writer.can_write_eof():
                        writer.write_eof()
                    return
                writer.write(data)
                await writer.drain()
        except (ConnectionError, OSError):
            pass
        finally:
            reading.cancel()
            peer.transport.abort()
            writer.transport.abort()

    async def handle(self, client_reader, client_writer):
        if self.refusing:
            client_writer.transport.abort()
            return
        try:
            server_reader, server_writer = await asyncio.open_connection("127.0.0.1", self.target_port)
        except OSError:
            client_writer.transport.abort()
            return
        pair = (client_writer, server_writer)
        self.connections.add(pair)
        try:
            await asyncio.gather(
                self.relay(client_reader, server_writer, client_writer),
                self.relay(server_reader, client_writer, server_writer),
            )
        finally:
            self.connections.discard(pair)

    def reset_all(self):
        count = len(self.connections)
        for client_writer, server_writer in list(self.connections):
            # abort() drops unsent data and closes at once: both ends see a reset, as
            # after a network drop, not a WebSocket close.
            for writer in (client_writer, server_writer):
                sock = writer.get_extra_info("socket")
                if sock is not None:
                    try:
                        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                    except OSError:
                        pass
                writer.transport.abort()
        self.connections.clear()
        return count

    def command(self, line):
        word = line.strip()
        if word == "kill":
            return "killed %d" % self.reset_all()
        if word == "down":
            self.refusing = True
            return "down %d" % self.reset_all()
        if word == "up":
            self.refusing = False
            return "up"
        if word == "count":
            return "open %d" % len(self.connections)
        return "unknown %s" % word


async def main():
    target_port = int(sys.argv[1])
    delay = float(sys.argv[2]) / 1000
    proxy = Proxy(target_port, delay)
    server = await asyncio.start_server(proxy.handle, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    print("port %d" % port, flush=True)
    loop = asyncio.get_running_loop()
    stdin = asyncio.StreamReader()
    await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(stdin), sys.stdin)
    while True:
        line = await stdin.readline()
        if not line:
            break
        print(proxy.command(line.decode()), flush=True)
    server.close()
    proxy.reset_all()


if __name__ == "__main__":
    asyncio.run(main())
