import BenchmarkSystems

/// Command-line options.
struct Options {
    var scenarios: [ScenarioSpec] = []
    var runs: Int?
    var quick = false
    var json = false
    var orders: [InsertionOrder] = [.forward]
    var buildOnly = false
    var scaling = false

    static let usage = """
        usage: CassowaryBenchmarks [--scenario chain:N|tree:D]... [--runs N] [--quick] [--json]
                                   [--order forward|reverse|random|all] [--build-only]
               CassowaryBenchmarks --scaling [--runs N]

          --scenario S  run only S (repeatable), e.g. chain:1000 or tree:6;
                        default: chain:100, chain:1000, chain:10000, tree:5, tree:6, tree:7
          --runs N      runs per scenario (default 5; 3 for chain:10000 and tree:7 and larger)
          --build-only  stop each run after the build (for instruction counts of it)
          --quick       leave out chain:10000 and tree:7 (and anything larger)
          --json        print machine-readable results (read by Benchmarks/compare-kiwi.sh)
          --scaling     run the chain and tree families at 250, 500, 1,000, 2,000 and 4,000
                        views (3 runs each unless --runs) and print the exponent of
                        time ≈ a·N^b fitted for each measurement
          --order O     add the constraints in this order (default forward: containers
                        first); `all` runs each scenario in every order and prints how
                        far each order's build is from the best one

        Prints medians. The scenarios are defined at the top of ChainSystem.swift and TreeSystem.swift.
        """

    enum ParseError: Error {
        case help
        case invalid(String)
    }

    init(arguments: [String]) throws(ParseError) {
        var rest = arguments[...]
        func value(for flag: String, inline: String?) throws(ParseError) -> String {
            if let inline { return inline }
            guard let next = rest.popFirst() else { throw .invalid("\(flag) needs a value") }
            return next
        }
        while let argument = rest.popFirst() {
            var flag = argument
            var inline: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                flag = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            }
            switch flag {
            case "--scenario":
                let text = try value(for: flag, inline: inline)
                guard let spec = ScenarioSpec(parsing: text) else {
                    throw .invalid("expected chain:N (N ≥ 1) or tree:D (1 ≤ D ≤ 9), got '\(text)'")
                }
                if !scenarios.contains(spec) { scenarios.append(spec) }
            case "--runs":
                let text = try value(for: flag, inline: inline)
                guard let count = Int(text), count >= 1 else { throw .invalid("--runs needs a positive number") }
                runs = count
            case "--order":
                let text = try value(for: flag, inline: inline)
                if text == "all" {
                    orders = InsertionOrder.allCases
                } else if let order = InsertionOrder(rawValue: text) {
                    orders = [order]
                } else {
                    throw .invalid("expected --order forward, reverse, random or all, got '\(text)'")
                }
            case "--build-only": buildOnly = true
            case "--scaling": scaling = true
            case "--quick": quick = true
            case "--json": json = true
            case "--help", "-h": throw .help
            default: throw .invalid("unknown argument '\(argument)'")
            }
        }
        if scenarios.isEmpty { scenarios = ScenarioSpec.all }
        if quick { scenarios.removeAll(where: \.isBig) }
        scenarios = scenarios.flatMap { spec in
            orders.map { order in
                var spec = spec
                spec.order = order
                return spec
            }
        }
    }

    func runs(for spec: ScenarioSpec) -> Int {
        runs ?? (spec.isBig ? 3 : 5)
    }
}
