import Foundation
import Testing

/// `analyze serve` as a process: the address it prints, one request answered without a server,
/// and Ctrl-C stopping it cleanly while a search runs.
@Suite struct ServeProcessTests {
    @Test func ctrlC_stopsTheServer_andTheSearchInFlight_withStatus0() throws {
        let outcome = try Executable.run(#"""
            cd "$(mktemp -d)"
            "$A" serve --port 0 --no-book --table-mb 1 > out.txt 2> err.txt &
            server=$!
            for i in $(seq 300); do grep -q serving out.txt && break; sleep 0.1; done
            port=$(grep -o '127.0.0.1:[0-9]*' out.txt | cut -d: -f2)
            # The empty 7 x 6 board without the book: a search of minutes, left running.
            (exec 3<>/dev/tcp/127.0.0.1/$port
             printf 'GET /api/values?game=connect4 HTTP/1.1\r\nHost: here\r\n\r\n' >&3
             cat <&3 > reply.txt) &
            sleep 1
            kill -INT $server
            wait $server
            echo "status $?"
            sed -E 's/:[0-9]+\//:PORT\//' out.txt
            cat err.txt
            """#, seconds: 60)
        #expect(!outcome.timedOut)
        #expect(outcome.output.split(separator: "\n") == [
            "status 0", "analyze: serving http://127.0.0.1:PORT/ (Ctrl-C stops)", "analyze: stopped",
        ])
    }

    @Test func request_answersOneRequest_andFailsOnAnError() throws {
        let solved = try Executable.run(#""$A" serve --request '/api/solve?game=tictactoe&moves=b2.a1.c1'"#)
        #expect(solved.status == 0)
        #expect(solved.output.hasPrefix(#"{"name":"tictactoe b2 a1 c1","file":"","game":"tictactoe","to_move":"O","value":"draw","remoteness":6"#))
        let bad = try Executable.run(#""$A" serve --request 'GET /api/position?game=chess'"#)
        #expect(bad.status == 1)
        #expect(bad.output.hasPrefix(#"{"error":"unknown game 'chess'"#))
        let port = try Executable.run(#""$A" serve --port 70000"#)
        #expect(port.status == 64)
        #expect(port.errors.contains("--port must be between 0 and 65535, not 70000"))
        let host = try Executable.run(#""$A" serve --host localhost --port 0"#)
        #expect(host.errors.contains("--host must be an IPv4 address such as 127.0.0.1, not 'localhost'"))
    }

    /// A chunked body states no length: it is read a chunk at a time and refused at 16 MiB,
    /// never held whole (the server's memory stays near where it was), and the server goes on.
    @Test func chunkedBodyOverTheLimit_isRefused_beforeItIsHeld() throws {
        let outcome = try Executable.run(#"""
            cd "$(mktemp -d)"
            "$A" serve --port 0 --table-mb 1 > out.txt 2> err.txt &
            server=$!
            for i in $(seq 300); do grep -q serving out.txt && break; sleep 0.1; done
            port=$(grep -o '127.0.0.1:[0-9]*' out.txt | cut -d: -f2)
            before=$(awk '/VmRSS/ {print $2}' /proc/$server/status)
            head -c 200000000 /dev/zero | curl -s -o reply.txt -w "status %{http_code}\n" -H "Transfer-Encoding: chunked" \
                --data-binary @- "http://127.0.0.1:$port/api/open"
            after=$(awk '/VmRSS/ {print $2}' /proc/$server/status)
            cat reply.txt; echo
            echo "grew $(( (after - before) / 1024 )) MiB"
            curl -s -o /dev/null -w "page %{http_code}\n" "http://127.0.0.1:$port/"
            kill -INT $server; wait $server
            """#, seconds: 60)
        #expect(!outcome.timedOut)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("status 413"), "\(outcome.output)")
        #expect(lines.contains("page 200"), "\(outcome.output)")
        let grew = lines.first { $0.hasPrefix("grew ") }.flatMap { Int($0.dropFirst(5).dropLast(4)) } ?? .max
        #expect(grew < 64, "\(outcome.output)")
    }

    /// With the process allowed 256 files, 400 connections that send nothing do not stop the
    /// server: it takes connections only up to 64 below its descriptor limit, and the rest wait;
    /// once they close, a request is answered as usual.
    @Test func moreConnectionsThanDescriptors_neverStopTheServer() throws {
        let outcome = try Executable.run(#"""
            cd "$(mktemp -d)"
            (ulimit -n 256; exec "$A" serve --port 0 --table-mb 1 > out.txt 2> err.txt) &
            server=$!
            for i in $(seq 300); do grep -q serving out.txt && break; sleep 0.1; done
            port=$(grep -o '127.0.0.1:[0-9]*' out.txt | cut -d: -f2)
            fds=()
            for i in $(seq 400); do exec {fd}<>/dev/tcp/127.0.0.1/$port && fds+=($fd); done
            echo "opened ${#fds[@]}"
            sleep 1
            kill -0 $server && echo "still serving"
            for fd in "${fds[@]}"; do exec {fd}>&-; done
            curl -s -m 20 -o /dev/null -w "page %{http_code}\n" "http://127.0.0.1:$port/"
            kill -INT $server; wait $server; echo "status $?"
            cat err.txt
            """#, seconds: 60)
        #expect(!outcome.timedOut)
        let lines = outcome.output.split(separator: "\n").map(String.init)
        #expect(lines.contains("opened 400"), "\(outcome.output)")
        #expect(lines.contains("still serving"), "\(outcome.output)")
        #expect(lines.contains("page 200"), "\(outcome.output)")
        #expect(lines.contains("status 0"), "\(outcome.output)")
    }
}
