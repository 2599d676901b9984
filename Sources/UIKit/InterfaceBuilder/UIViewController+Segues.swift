import Foundation

extension UIViewController {
    /// Makes the segue's destination from its storyboard, lets this controller prepare
    /// for it, then performs it.
    func performSegue(_ template: StoryboardSegueTemplate, sender: Any?) {
        guard let destination = template.storyboard.makeScene(id: template.destinationID, line: template.line) else { return }
        if let style = template.presentationStyle { destination.modalPresentationStyle = style }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: self, destination: destination)
        segue.kind = template.kind
        prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// A segue a control or bar item triggers: asks ``shouldPerformSegue(withIdentifier:sender:)``
    /// first when it has an identifier.
    func performTriggeredSegue(_ template: StoryboardSegueTemplate, sender: Any?) {
        if let identifier = template.identifier, !shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        performSegue(template, sender: sender)
    }
}
