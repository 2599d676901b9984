@testable import UIKitPort

/// Every refusal, by example: code the tool must leave as it is, and the start of the
/// report line that says why.
let refusalCases: [RefusalCase] = [
    RefusalCase("string-selector", #"""
import UIKit

final class C: UIViewController {
    func go(_ button: UIButton) {
        let action = Selector("save")
    }
}
"""#, line: 5, "cannot port Selector(\"save\"):"),
    RefusalCase("selector-from-string", #"""
import UIKit

final class C: UIViewController {
    func go() {
        let action = NSSelectorFromString("save")
    }
}
"""#, line: 5, "cannot port NSSelectorFromString(\"save\"):"),
    RefusalCase("responds-to", #"""
import UIKit

final class C: UIViewController {
    func go(_ delegate: AnyObject) {
        if delegate.responds(to: #selector(UITableViewDelegate.tableView(_:didSelectRowAt:))) {}
    }
}
"""#, line: 5, "cannot port delegate.responds(to:"),
    RefusalCase("keypath-kvo", #"""
import UIKit

final class C: UIViewController {
    func go(_ player: AnyObject) {
        player.addObserver(self, forKeyPath: #keyPath(UIView.frame), options: [.new], context: nil)
    }
}
"""#, line: 5, "cannot port #keyPath(UIView.frame):"),
    RefusalCase("override-in-extension", #"""
import UIKit

extension UIViewController {
    override func viewWillAppear(_ animated: Bool) {}
}
"""#, line: 4, "cannot port override in an extension of UIViewController:"),
    RefusalCase("optional-protocol-requirement", #"""
import UIKit

@objc protocol PickerDelegate {
    @objc optional func pickerDidCancel()
}
"""#, line: 4, "cannot port optional requirement in @objc protocol PickerDelegate:"),
    RefusalCase("ns-managed", #"""
import Foundation

final class Note {
    @NSManaged var title: String
}
"""#, line: 4, "cannot port @NSManaged:"),
    RefusalCase("timer-user-info", #"""
import UIKit

final class C: UIViewController {
    func start() {
        Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick(_:)), userInfo: ["n": 1], repeats: true)
    }
}
"""#, line: 5, "cannot port #selector(tick(_:)):"),
    RefusalCase("target-not-self-without-type", #"""
import UIKit

final class C: UIViewController {
    let model = C()
    func wire(_ button: UIButton) {
        button.addTarget(model, action: #selector(save), for: .touchUpInside)
    }
}
"""#, line: 6, "cannot port #selector(save):"),
    RefusalCase("selector-in-unknown-api", #"""
import UIKit

final class C: UIViewController {
    func menu() {
        let item = UIMenuItem(title: "Copy", action: #selector(copyText))
    }
}
"""#, line: 5, "cannot port #selector(copyText):"),
    RefusalCase("cancel-previous-perform-requests", #"""
import UIKit

final class C: UIViewController {
    func stop() {
        NSObject.cancelPreviousPerformRequests(withTarget: self)
    }
}
"""#, line: 5, "cannot port NSObject.cancelPreviousPerformRequests(withTarget:"),
    RefusalCase("perform-in-modes", #"""
import UIKit

final class C: UIViewController {
    func go() {
        perform(#selector(save), with: nil, afterDelay: 1, inModes: [.common])
    }
}
"""#, line: 5, "cannot port #selector(save):"),
    RefusalCase("display-link-method-not-in-file", #"""
import UIKit

final class C: UIViewController {
    func start() {
        let link = CADisplayLink(target: self, selector: #selector(step))
    }
}
"""#, line: 5, "cannot port #selector(step):"),
]
